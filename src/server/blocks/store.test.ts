import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignPositions } from "./positions";
import { type CurrentBlock, type StoredBlock, sameContent, storedFromInput } from "./store";

const stored = (id: string): StoredBlock => ({
  id,
  type: "HOOK",
  originalText: id,
  translation: null,
  translations: {},
  expansion: "",
  metadata: {},
});
const current = (ids: string[], gap = 1024): CurrentBlock[] =>
  ids.map((id, i) => ({ ...stored(id), position: (i + 1) * gap }));

describe("assignPositions", () => {
  it("keeps rows in place and fits a moved or new row between its neighbours", () => {
    const before = current(["a", "b", "c", "d"]);
    const positions = assignPositions(before, ["d", "a", "x", "b", "c"].map(stored));
    expect(positions).toEqual([expect.any(Number), 1024, expect.any(Number), 2048, 3072]);
    expect(positions[0]).toBeLessThan(1024);
    expect(positions[2]).toBeGreaterThan(1024);
    expect(positions[2]).toBeLessThan(2048);
  });

  it("renumbers only when there is no room", () => {
    const before = current(["a", "b"], 1);
    expect(assignPositions(before, ["a", "x", "b"].map(stored))).toEqual([1024, 2048, 3072]);
  });

  it("always yields strictly increasing, non-negative positions", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 25 }),
        fc.integer({ min: 1, max: 4 }),
        (old, next, gap) => {
          const positions = assignPositions(
            current(old.map(String), gap),
            next.map((n) => stored(String(n))),
          );
          positions.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            if (i > 0) expect(p).toBeGreaterThan(positions[i - 1]);
          });
        },
      ),
    );
  });
});

describe("storedFromInput", () => {
  it("writes `translation` into the current language and keeps the others", () => {
    const existing = { ...stored("a"), translation: "Olá", translations: { pt: "Olá", es: "Hola" } };
    const next = storedFromInput(
      "a",
      { type: "HOOK", originalText: "a", expansion: "", translation: "Oi" },
      existing,
      "pt",
    );
    expect(next.translations).toEqual({ pt: "Oi", es: "Hola" });
    expect(next.translation).toBe("Oi");
    const kept = storedFromInput("a", { type: "HOOK", originalText: "a", expansion: "" }, existing, "es");
    expect(kept.translation).toBe("Hola");
    expect(sameContent(existing, { ...existing, translations: { es: "Hola", pt: "Olá" } })).toBe(true);
  });
});
