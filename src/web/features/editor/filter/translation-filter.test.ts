import { describe, expect, it } from "vitest";
import type { EditorBlock } from "../model";
import { filterRows, withFilter } from "./block-filter";
import { filteredStates, LEFT_STATES, stateCounts, translationFilter } from "./translation-filter";

const block = (id: string, es: string | undefined, state?: "draft" | "reviewed" | "stale"): EditorBlock => ({
  id,
  type: "HOOK",
  originalText: id === "empty" ? " " : `Original ${id}`,
  translation: "",
  translations: es ? { es } : undefined,
  translationStatus: es && state ? { es: state } : undefined,
  expansion: "",
});

const list = [
  block("reviewed", "Sí", "reviewed"),
  block("draft", "Borrador", "draft"),
  block("stale", "Viejo", "stale"),
  block("missing", undefined),
  block("empty", undefined),
];

describe("the translation filter", () => {
  it("shows what is left in a language: out of date, missing and drafts, never an empty block", () => {
    const filter = translationFilter("es", LEFT_STATES, () => "left");
    const rows = filterRows(list, withFilter({}, "translation", filter), new Set());
    expect(rows?.blocks.map((b) => b.id)).toEqual(["draft", "stale", "missing"]);
    expect(rows?.positions).toEqual([1, 2, 3]);
  });

  it("reads states per language: a block translated into Spanish is missing in French", () => {
    const filter = translationFilter("fr", ["missing"], () => "fr");
    const rows = filterRows(list, withFilter({}, "translation", filter), new Set());
    expect(rows?.blocks.map((b) => b.id)).toEqual(["reviewed", "draft", "stale", "missing"]);
  });

  it("is off without states, and remembers its states for its own language only", () => {
    expect(translationFilter("es", [], () => "")).toBeNull();
    const filters = withFilter(
      {},
      "translation",
      translationFilter("es", ["stale"], () => ""),
    );
    expect(filteredStates(filters, "es")).toEqual(["stale"]);
    expect(filteredStates(filters, "fr")).toEqual([]);
  });

  it("counts the blocks in each state", () => {
    expect(stateCounts(list, "es")).toEqual({ stale: 1, missing: 1, draft: 1, reviewed: 1 });
  });
});
