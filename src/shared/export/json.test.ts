import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROJECT_IMPORT_MAX_CHARS } from "../api/project-export";
import { BLOCK_TEXT_MAX_LENGTH, MAX_BLOCK_LIST_CHARS, MAX_BLOCKS, TITLE_MAX_LENGTH } from "../limits";
import { parseProjectImport, renderJson } from "./json";
import { blocks, options, project } from "./test-fixtures";

const now = new Date("2026-11-21T23:59:00.000Z");
const doc = (overrides: Record<string, unknown> = {}) => ({
  format: "copyblocks.project",
  version: 1,
  project: { title: "T" },
  blocks: [{ type: "HOOK", originalText: "x" }],
  ...overrides,
});
const errorOf = (input: unknown) => {
  const result = parseProjectImport(typeof input === "string" ? input : JSON.stringify(input));
  expect(result.ok).toBe(false);
  return result.ok ? "" : result.error;
};

describe("renderJson", () => {
  it("writes the documented, versioned shape", () => {
    expect(JSON.parse(renderJson(project, blocks, options(), now))).toEqual({
      format: "copyblocks.project",
      version: 1,
      exportedAt: "2026-11-21T23:59:00.000Z",
      project: {
        title: "Coração em Ação",
        description: project.description,
        niche: "Saúde",
        translationLanguage: "pt",
      },
      blocks: blocks.map((b) => ({
        ...b,
        translation: b.translation ?? null,
        translations: { ...b.translations },
        translationStatus: { ...b.translationStatus },
      })),
    });
  });

  it("empties excluded content but keeps every key and the title", () => {
    const none = options({
      includeTitle: false,
      includeDescription: false,
      includeOriginalText: false,
      includeTranslations: false,
      includeExpansions: false,
    });
    const json = JSON.parse(renderJson(project, blocks, none, now));
    expect(json.project).toEqual({
      title: "Coração em Ação",
      description: null,
      niche: "Saúde",
      translationLanguage: "pt",
    });
    expect(json.blocks[0]).toEqual({
      type: "HOOK",
      originalText: "",
      translation: null,
      expansion: "",
      translations: {},
      translationStatus: {},
    });
    expect(parseProjectImport(JSON.stringify(json)).ok).toBe(true);
  });

  it("round-trips through parseProjectImport", () => {
    const result = parseProjectImport(renderJson(project, blocks, options(), now));
    expect(result).toEqual({
      ok: true,
      value: {
        format: "copyblocks.project",
        version: 1,
        exportedAt: "2026-11-21T23:59:00.000Z",
        project: {
          title: "Coração em Ação",
          description: project.description,
          niche: "Saúde",
          translationLanguage: "pt",
        },
        blocks: blocks.map((b) => ({
          ...b,
          translation: b.translation ?? null,
          translations: { ...b.translations },
          translationStatus: { ...b.translationStatus },
        })),
      },
    });
  });

  it("keeps every language's text and state through an export and an import", () => {
    const translated = [
      {
        ...blocks[0],
        translations: { pt: "Cansado?", es: "¿Cansado?" },
        translationStatus: { pt: "reviewed", es: "stale" } as const,
      },
    ];
    const result = parseProjectImport(renderJson(project, translated, options(), now));
    expect(result.ok && result.value.blocks[0]).toMatchObject({
      translations: { pt: "Cansado?", es: "¿Cansado?" },
      translationStatus: { pt: "reviewed", es: "stale" },
    });
  });

  it("gives an untitled project the default title, so it imports", () => {
    const result = parseProjectImport(renderJson({ title: "", description: null }, [], options(), now));
    expect(result.ok && result.value.project).toEqual({
      title: "Projeto sem título",
      description: null,
      niche: null,
      translationLanguage: null,
    });
  });
});

describe("parseProjectImport", () => {
  it("fills the optional fields and ignores unknown ones", () => {
    const result = parseProjectImport(
      JSON.stringify(doc({ extra: 1, project: { title: " T ", niche: "" } })),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        format: "copyblocks.project",
        version: 1,
        project: { title: "T", description: null, niche: null, translationLanguage: null },
        blocks: [
          {
            type: "HOOK",
            originalText: "x",
            translation: null,
            expansion: "",
            translations: {},
            translationStatus: {},
          },
        ],
      },
    });
  });

  it("accepts a byte-order mark", () => {
    expect(parseProjectImport(`\uFEFF${JSON.stringify(doc())}`).ok).toBe(true);
  });

  it("refuses what is not JSON", () => {
    expect(errorOf("{ not json")).toMatch(/^The file is not valid JSON: /);
    expect(errorOf("")).toMatch(/^The file is not valid JSON/);
  });

  it("refuses JSON that is not a CopyBlocks export", () => {
    for (const input of [null, [], 42, '"text"', {}, { format: "other" }]) {
      expect(errorOf(input)).toBe('Not a CopyBlocks project export: "format" must be "copyblocks.project"');
    }
  });

  it("refuses other versions", () => {
    expect(errorOf(doc({ version: 2 }))).toBe(
      "Unsupported export version 2: this CopyBlocks reads version 1",
    );
    expect(errorOf(doc({ version: "1" }))).toBe(
      'Unsupported export version "1": this CopyBlocks reads version 1',
    );
    expect(errorOf(doc({ version: undefined }))).toBe(
      "Unsupported export version null: this CopyBlocks reads version 1",
    );
  });

  it("names the bad field", () => {
    const fourBlocks = [0, 1, 2].map(() => ({ type: "HOOK", originalText: "" }));
    expect(errorOf(doc({ blocks: [...fourBlocks, { type: " ", originalText: "" }] }))).toBe(
      "blocks.3.type: type cannot be empty",
    );
    expect(errorOf(doc({ blocks: [{ type: "HOOK" }] }))).toBe(
      "blocks.0.originalText: originalText must be text",
    );
    expect(errorOf(doc({ blocks: [{ type: "HOOK", originalText: "", translation: 5 }] }))).toBe(
      "blocks.0.translation: translation must be text",
    );
    expect(errorOf(doc({ blocks: "nope" }))).toBe("blocks: blocks must be a list");
    expect(errorOf(doc({ project: undefined }))).toBe("project: project is required");
    expect(errorOf(doc({ project: { title: "" } }))).toBe("project.title: title cannot be empty");
    expect(errorOf(doc({ project: { title: "t".repeat(TITLE_MAX_LENGTH + 1) } }))).toBe(
      `project.title: title must be at most ${TITLE_MAX_LENGTH} characters`,
    );
  });

  it("refuses oversized imports", () => {
    const tooMany = Array.from({ length: MAX_BLOCKS + 1 }, () => ({ type: "HOOK", originalText: "" }));
    expect(errorOf(doc({ blocks: tooMany }))).toBe(`blocks: A project can hold at most ${MAX_BLOCKS} blocks`);

    const longText = "a".repeat(BLOCK_TEXT_MAX_LENGTH + 1);
    expect(errorOf(doc({ blocks: [{ type: "HOOK", originalText: longText }] }))).toBe(
      `blocks.0.originalText: originalText must be at most ${BLOCK_TEXT_MAX_LENGTH} characters`,
    );

    const full = "a".repeat(BLOCK_TEXT_MAX_LENGTH);
    const count = MAX_BLOCK_LIST_CHARS / BLOCK_TEXT_MAX_LENGTH + 1;
    const heavy = Array.from({ length: count }, () => ({ type: "HOOK", originalText: full }));
    expect(errorOf(doc({ blocks: heavy }))).toBe(
      `blocks: The blocks hold more than ${MAX_BLOCK_LIST_CHARS} characters of text`,
    );

    expect(errorOf(" ".repeat(PROJECT_IMPORT_MAX_CHARS + 1))).toMatch(
      /^The file is too large \(11\.0 MB; at most 11\.0 MB\)$/,
    );
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(doc({ blocks: v }))),
        ),
        (input) => {
          const result = parseProjectImport(input);
          expect(typeof result.ok).toBe("boolean");
        },
      ),
    );
    // @ts-expect-error: callers in plain JavaScript may pass anything
    expect(parseProjectImport(undefined)).toEqual({
      ok: false,
      error: "The import must be text",
      problem: "NOT_TEXT",
    });
  });
});
