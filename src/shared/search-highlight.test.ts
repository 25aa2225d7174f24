import { describe, expect, it } from "vitest";
import { highlightParts } from "./search-highlight";

describe("highlightParts", () => {
  it("splits a snippet into marked and plain parts", () => {
    expect(
      highlightParts("a garantia e a oferta", [
        { start: 2, end: 10 },
        { start: 15, end: 21 },
      ]),
    ).toEqual([
      { text: "a ", marked: false },
      { text: "garantia", marked: true },
      { text: " e a ", marked: false },
      { text: "oferta", marked: true },
    ]);
  });

  it("sorts, clips and merges bad ranges instead of throwing", () => {
    expect(
      highlightParts("abcdef", [
        { start: 4, end: 99 },
        { start: 0, end: 2 },
        { start: 1, end: 3 },
        { start: -5, end: 0 },
        { start: 5, end: 5 },
      ]),
    ).toEqual([
      { text: "ab", marked: true },
      { text: "c", marked: true },
      { text: "d", marked: false },
      { text: "ef", marked: true },
    ]);
  });

  it("keeps text without ranges whole, and markup as text", () => {
    expect(highlightParts("<b>x</b>", [])).toEqual([{ text: "<b>x</b>", marked: false }]);
    expect(highlightParts("", [{ start: 0, end: 3 }])).toEqual([]);
  });
});
