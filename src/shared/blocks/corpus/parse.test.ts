import { describe, expect, it } from "vitest";
import { CorpusFormatError, parseCorpusText } from "./parse";

const LANGUAGES = ["pt", "en"];
const HEAD = "# id: en-vsl-x\n# language: en            (pt or en)\n# genre: vsl\n# title: A test\n";

const parse = (source: string) => parseCorpusText("x.txt", source, LANGUAGES);

describe("parseCorpusText", () => {
  it("reads the header and 1-3 acceptable types per paragraph, best first", () => {
    const text = parse(
      `${HEAD}\n[HOOK] Big promise.\n[STORY_HOOK|PAIN_POINT] It was raining.\n\n[UNDEFINED] Hi!\n`,
    );
    expect(text).toMatchObject({ id: "en-vsl-x", language: "en", genre: "vsl", title: "A test" });
    expect(text.paragraphs).toEqual([
      { text: "Big promise.", types: ["HOOK"] },
      { text: "It was raining.", types: ["STORY_HOOK", "PAIN_POINT"] },
      { text: "Hi!", types: ["UNDEFINED"] },
    ]);
  });

  it.each([
    ["an unknown type", `${HEAD}[HOOK|STORYHOOK] x`, /x\.txt:5: unknown type 'STORYHOOK'/],
    ["more than 3 types", `${HEAD}[HOOK|USP|BONUS|GUARANTEE] x`, /x\.txt:5: 4 types given, at most 3/],
    ["no type", `${HEAD}[] x`, /no type/],
    ["a repeated type", `${HEAD}[HOOK|HOOK] x`, /repeated/],
    ["an empty paragraph", `${HEAD}[HOOK]   `, /empty paragraph/],
    ["a line without brackets", `${HEAD}Just text`, /x\.txt:5: expected '\[TYPE\] text'/],
    ["a missing header", "# id: a\n# language: en\n# genre: vsl\n[HOOK] x", /missing header '# title/],
    [
      "an unknown language",
      `${HEAD.replace("language: en", "language: fr")}[HOOK] x`,
      /unknown language 'fr'/,
    ],
    ["an unknown genre", `${HEAD.replace("genre: vsl", "genre: poem")}[HOOK] x`, /unknown genre 'poem'/],
    ["a header after the text", `${HEAD}[HOOK] x\n# genre: email`, /header line after the first paragraph/],
    ["no paragraph", HEAD, /no paragraph/],
  ])("rejects %s, naming file and line", (_name, source, message) => {
    expect(() => parse(source)).toThrow(CorpusFormatError);
    expect(() => parse(source)).toThrow(message);
  });
});
