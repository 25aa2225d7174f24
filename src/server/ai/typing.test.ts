import { describe, expect, it } from "vitest";
import { localHint, parseTypingAnswer, UnusableAnswerError } from "./typing";

describe("parseTypingAnswer", () => {
  it("reads a 0-100 answer as it is", () => {
    expect(
      parseTypingAnswer(
        '{"block_type":"HOOK","confidence":88,"alternative_types":[{"type":"USP","confidence":52}]}',
      ),
    ).toEqual({ type: "HOOK", confidence: 88, alternativeTypes: [{ type: "USP", confidence: 52 }] });
  });

  it("reads a 0-1 answer as a probability: 0.91 shows as 91, not 1", () => {
    expect(
      parseTypingAnswer(
        '{"block_type":"guarantee","confidence":0.91,"alternative_types":[{"type":"BONUS","confidence":0.05},{"type":"call to action","confidence":0.3}]}',
      ),
    ).toEqual({
      type: "GUARANTEE",
      confidence: 91,
      alternativeTypes: [
        { type: "CALL_TO_ACTION", confidence: 30 },
        { type: "BONUS", confidence: 5 },
      ],
    });
    expect(parseTypingAnswer('{"block_type":"HOOK","confidence":1}').confidence).toBe(100);
  });

  it("keeps a 0-100 answer whose alternatives are small numbers on that scale", () => {
    const typed = parseTypingAnswer(
      '{"block_type":"HOOK","confidence":70,"alternative_types":[{"type":"USP","confidence":1}]}',
    );
    expect(typed.confidence).toBe(70);
    expect(typed.alternativeTypes).toEqual([{ type: "USP", confidence: 1 }]);
  });

  it("drops unknown, repeated and UNDEFINED alternatives, at most 3", () => {
    const typed = parseTypingAnswer(
      '{"block_type":"HOOK","confidence":60,"alternative_types":[{"type":"HOOK","confidence":50},{"type":"X","confidence":40},{"type":"UNDEFINED","confidence":30},{"type":"USP","confidence":20},{"type":"BONUS","confidence":15},{"type":"GUARANTEE","confidence":12},{"type":"SCARCITY","confidence":11}]}',
    );
    expect(typed.alternativeTypes.map((a) => a.type)).toEqual(["USP", "BONUS", "GUARANTEE"]);
  });

  it("throws UnusableAnswerError for an unknown type or no JSON, so the local model answers", () => {
    expect(() => parseTypingAnswer('{"block_type":"MAGIC_SPELL","confidence":90}')).toThrow(
      UnusableAnswerError,
    );
    expect(() => parseTypingAnswer("no json here")).toThrow(UnusableAnswerError);
  });

  it("keeps UNDEFINED from the AI for text that is not copy, with confidence 0", () => {
    expect(parseTypingAnswer('{"block_type":"UNDEFINED","confidence":80}')).toEqual({
      type: "UNDEFINED",
      confidence: 0,
      alternativeTypes: [],
    });
  });
});

describe("localHint", () => {
  it("lists the local model's three most probable types", () => {
    expect(
      localHint({
        type: "HOOK",
        originalText: "x",
        confidence: 62,
        alternativeTypes: [
          { type: "USP", confidence: 20 },
          { type: "BONUS", confidence: 9 },
          { type: "GUARANTEE", confidence: 4 },
        ],
      }),
    ).toBe("HOOK 62%, USP 20%, BONUS 9%");
    expect(localHint(undefined)).toBe("");
  });
});
