import { describe, expect, it } from "vitest";
import { AMP, GT, LT, MARK_END, MARK_START, parseHeadline } from "./headline";

const mark = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe("parseHeadline", () => {
  it("turns markers into ranges over the plain text", () => {
    const { snippet, highlights } = parseHeadline(`A ${mark("garantia")} e as ${mark("garantias")} valem`);
    expect(snippet).toBe("A garantia e as garantias valem");
    expect(highlights.map((h) => snippet.slice(h.start, h.end))).toEqual(["garantia", "garantias"]);
  });

  it("trims the fragment and shifts the ranges with it", () => {
    const { snippet, highlights } = parseHeadline(`  ${mark("oferta")} agora `);
    expect(snippet).toBe("oferta agora");
    expect(highlights).toEqual([{ start: 0, end: 6 }]);
  });

  it("restores markup-like characters and ignores stray or empty markers", () => {
    const { snippet, highlights } = parseHeadline(
      `${LT}b${GT}${mark("x")}${LT}/b${GT} ${AMP} ${MARK_END}${mark("")}`,
    );
    expect(snippet).toBe("<b>x</b> &");
    expect(highlights).toEqual([{ start: 3, end: 4 }]);
  });
});
