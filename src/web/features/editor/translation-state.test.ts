import { describe, expect, it } from "vitest";
import { blocksReducer } from "./blocks-reducer";
import { computeDelta, snapshotOf } from "./delta";
import { type EditorBlock, statePatches, toBlockInput } from "./model";

const translated = (id: string, status: EditorBlock["translationStatus"]): EditorBlock => ({
  id,
  type: "HOOK",
  originalText: `Original ${id}`,
  translation: `Tradução ${id}`,
  translations: { pt: `Tradução ${id}`, es: `Traducción ${id}` },
  translationStatus: status,
  expansion: "",
});

describe("translation states in the editor", () => {
  it("makes every translation stale when the original is rewritten", () => {
    const list = [translated("a", { pt: "reviewed", es: "draft" })];
    const next = blocksReducer(list, { type: "update", id: "a", patch: { originalText: "Something else" } });
    expect(next[0].translationStatus).toEqual({ pt: "stale", es: "stale" });
  });

  it("leaves the states alone when only spacing of the original changes", () => {
    const list = [translated("a", { pt: "reviewed", es: "draft" })];
    const next = blocksReducer(list, { type: "update", id: "a", patch: { originalText: "Original  a " } });
    expect(next[0].translationStatus).toEqual({ pt: "reviewed", es: "draft" });
  });

  it("makes a rewritten translation a draft, and a new one too", () => {
    const list = [translated("a", { pt: "reviewed", es: "stale" })];
    const next = blocksReducer(list, {
      type: "update",
      id: "a",
      patch: { translations: { pt: "Nova", es: "Traducción a", fr: "Nouvelle" } },
    });
    expect(next[0].translationStatus).toEqual({ pt: "draft", es: "stale", fr: "draft" });
  });

  it("drops the state of a translation that was cleared", () => {
    const list = [translated("a", { pt: "reviewed", es: "draft" })];
    const next = blocksReducer(list, {
      type: "update",
      id: "a",
      patch: { translations: { es: "Traducción a" } },
    });
    expect(next[0].translationStatus).toEqual({ es: "draft" });
  });

  it("marks only the named blocks that hold a translation in the language, in one patch list", () => {
    const empty: EditorBlock = { id: "c", type: "HOOK", originalText: "x", translation: "", expansion: "" };
    const list = [translated("a", { pt: "stale", es: "draft" }), translated("b", { pt: "reviewed" }), empty];
    const patches = statePatches(list, new Set(["a", "b", "c"]), "pt", "reviewed");
    expect(patches).toEqual([{ id: "a", patch: { translationStatus: { pt: "reviewed", es: "draft" } } }]);
    const next = blocksReducer(list, { type: "patch", patches });
    expect(next[0].translationStatus).toEqual({ pt: "reviewed", es: "draft" });
    expect(next[1]).toBe(list[1]);
  });

  it("sends the states with the block, so a review reaches the server", () => {
    const before = [translated("a", { pt: "draft", es: "draft" })];
    const after = blocksReducer(before, {
      type: "patch",
      patches: statePatches(before, new Set(["a"]), "pt", "reviewed"),
    });
    expect(toBlockInput(after[0]).translationStatus).toEqual({ es: "draft", pt: "reviewed" });
    expect(computeDelta(snapshotOf(before), after).upsert.map((b) => b.id)).toEqual(["a"]);
  });
});
