import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countWords, formatDuration, spokenSeconds, textStats } from "./text-stats";

const block = (type: string, originalText: string, expansion = "") => ({ type, originalText, expansion });

describe("countWords", () => {
  it("counts words in Portuguese and English, ignoring punctuation and spacing", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  —  !!! ")).toBe(0);
    expect(countWords("Você está cansado?")).toBe(3);
    expect(countWords("It's a não-verbal sign, 3.5 times — really.")).toBe(7);
    expect(countWords("linha\num\n\ndois")).toBe(3);
    expect(countWords("a--b 'x' -y- 1.2.3 fim.")).toBe(6);
    expect(countWords("日本語 😀 𝐀𝐁 Ωμέγα")).toBe(3);
  });

  it("counts what the reader's rule (one regular expression) counts, on any text", () => {
    const reference = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu)?.length ?? 0;
    const pieces = [
      "a",
      "Z",
      "ç",
      "ã",
      "9",
      " ",
      "\n",
      "'",
      "’",
      "-",
      ".",
      ",",
      "—",
      "😀",
      "𝐀",
      "日",
      "\u0301",
      "!",
    ];
    const text = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ unit: "grapheme" })), (s) => countWords(s) === reference(s)),
      {
        numRuns: 2000,
      },
    );
  });
});

describe("spokenSeconds and formatDuration", () => {
  it("turns words into seconds at the chosen pace", () => {
    expect(spokenSeconds(150, 150)).toBe(60);
    expect(spokenSeconds(150, 100)).toBe(90);
    expect(spokenSeconds(0, 150)).toBe(0);
    // out-of-range paces are held to 60..300 words per minute
    expect(spokenSeconds(60, 1)).toBe(60);
    expect(spokenSeconds(300, 10_000)).toBe(60);
  });

  it("formats like a timeline", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(75)).toBe("1:15");
    expect(formatDuration(3725)).toBe("1:02:05");
  });
});

describe("textStats", () => {
  it("counts the final copy's text per block, per section and in total", () => {
    const stats = textStats(
      [
        block("HOOK", "Pare agora mesmo."),
        block("PATTERN_INTERRUPT", "Isso muda tudo", "Isso muda tudo na sua vida hoje."),
        block("PAIN_POINT", "Você sofre."),
        block("OFFER_STRUCTURE", "Leve três potes."),
        block("CALL_TO_ACTION", "Clique abaixo."),
        block("HOOK", "De novo."),
      ],
      120,
    );
    expect(stats.blocks.map((b) => b.words)).toEqual([3, 7, 2, 3, 2, 2]);
    expect(stats.sections.map(({ kind, from, to, words }) => [kind, from, to, words])).toEqual([
      ["opening", 1, 2, 10],
      ["problem", 3, 3, 2],
      ["offer", 4, 4, 3],
      ["close", 5, 5, 2],
      ["opening", 6, 6, 2],
    ]);
    expect(stats.total).toEqual({ words: 19, seconds: 10 });
    expect(stats.sections[0].seconds).toBe(5);
  });

  it("treats template types and plain text as content", () => {
    const stats = textStats([block("hero", "Big title"), block("text", "Body copy here")], 150);
    expect(stats.sections).toEqual([{ kind: "content", from: 1, to: 2, words: 5, seconds: 2 }]);
  });
});
