import { describe, expect, it } from "vitest";
import { cutBatches } from "./batches";
import { AiResponseError } from "./provider";
import { localHint, parseTypingBatch, typingBatchPrompt } from "./typing-prompt";

describe("parseTypingBatch", () => {
  it("reads one entry per number, on a 0-100 scale as it is", () => {
    const typed = parseTypingBatch(
      '[{"n":1,"type":"HOOK","confidence":88,"alt":{"USP":52}},{"n":2,"type":"guarantee","confidence":70}]',
      2,
    );
    expect(typed.get(1)).toEqual({
      type: "HOOK",
      confidence: 88,
      alternativeTypes: [{ type: "USP", confidence: 52 }],
    });
    expect(typed.get(2)).toEqual({ type: "GUARANTEE", confidence: 70, alternativeTypes: [] });
  });

  it("reads the whole answer on one scale: all numbers at most 1 means 0-1, so 0.91 shows as 91", () => {
    const typed = parseTypingBatch(
      'Aqui está:\n```json\n[{"n":1,"type":"call to action","confidence":0.91,"alt":{"BONUS":0.05,"URGENCY":0.3}},{"n":2,"type":"HOOK","confidence":1}]\n```',
      2,
    );
    expect(typed.get(1)).toEqual({
      type: "CALL_TO_ACTION",
      confidence: 91,
      alternativeTypes: [
        { type: "URGENCY", confidence: 30 },
        { type: "BONUS", confidence: 5 },
      ],
    });
    expect(typed.get(2)?.confidence).toBe(100);
    // One entry on 0-100 makes the whole answer 0-100: a 1 there is 1%.
    const mixed = parseTypingBatch(
      '[{"n":1,"type":"HOOK","confidence":70,"alt":{"USP":1}},{"n":2,"type":"BONUS","confidence":1}]',
      2,
    );
    expect(mixed.get(1)?.alternativeTypes).toEqual([{ type: "USP", confidence: 1 }]);
    expect(mixed.get(2)?.confidence).toBe(1);
  });

  it("leaves out unknown types, numbers out of range, repeated numbers and garbled entries", () => {
    const typed = parseTypingBatch(
      '[{"n":1,"type":"MAGIC_SPELL","confidence":90},{"n":2,"type":"HOOK","confidence":60},{"n":2,"type":"USP","confidence":60},{"n":3,"confidence":50},"four",{"n":4,"type":"BONUS","confidence":40},{"n":9,"type":"HOOK"}]',
      4,
    );
    expect([...typed.keys()]).toEqual([4]);
  });

  it("drops unknown, repeated and UNDEFINED alternatives, at most 3", () => {
    const typed = parseTypingBatch(
      '[{"n":1,"type":"HOOK","confidence":60,"alt":{"HOOK":50,"X":40,"UNDEFINED":30,"USP":20,"BONUS":15,"GUARANTEE":12,"SCARCITY":11}}]',
      1,
    );
    expect(typed.get(1)?.alternativeTypes.map((a) => a.type)).toEqual(["USP", "BONUS", "GUARANTEE"]);
  });

  it("keeps UNDEFINED from the AI for text that is not copy, with confidence 0", () => {
    expect(parseTypingBatch('[{"n":1,"type":"UNDEFINED","confidence":80}]', 1).get(1)).toEqual({
      type: "UNDEFINED",
      confidence: 0,
      alternativeTypes: [],
    });
  });

  it("throws AiResponseError for an answer with no JSON list", () => {
    expect(() => parseTypingBatch("no json here", 2)).toThrow(AiResponseError);
    expect(() => parseTypingBatch('{"n":1,"type":"HOOK"}', 1)).toThrow(AiResponseError);
  });
});

describe("typingBatchPrompt", () => {
  it("numbers the paragraphs from 1 with position and hint, between the text around them", () => {
    const prompt = typingBatchPrompt(
      [
        { text: "Primeiro.", position: 10, hint: "HOOK, USP" },
        { text: "Segundo.", position: 20, hint: "" },
      ],
      "Antes.",
      "Depois.",
    );
    expect(prompt).toBe(
      'Texto anterior (contexto, não classifique): "Antes."\n\nParágrafos a classificar:\n1. (10%; HOOK, USP) Primeiro.\n2. (20%) Segundo.\n\nTexto seguinte (contexto, não classifique): "Depois."',
    );
  });
});

describe("localHint", () => {
  it("lists the local model's two most probable types", () => {
    expect(
      localHint({
        type: "HOOK",
        originalText: "x",
        confidence: 62,
        alternativeTypes: [
          { type: "USP", confidence: 20 },
          { type: "BONUS", confidence: 9 },
        ],
      }),
    ).toBe("HOOK, USP");
    expect(localHint(undefined)).toBe("");
  });
});

describe("cutBatches", () => {
  it("cuts at the batch size and at the token budget; a long item gets a batch of its own", () => {
    const texts = ["a", "b", "c", "d", "e"];
    expect(cutBatches([0, 1, 2, 3, 4], (i) => texts[i], 2)).toEqual([[0, 1], [2, 3], [4]]);
    const long = ["x".repeat(400), "y", "z".repeat(4000), "w"];
    // 400 characters are 100 tokens (+4 for the number); the budget is 150.
    expect(cutBatches([0, 1, 2, 3], (i) => long[i], 10, 150)).toEqual([[0, 1], [2], [3]]);
  });
});
