import { describe, expect, it } from "vitest";
import { classifyText } from "../classifier";
import { LABEL_COUNT } from "./crf";
import { KEPT_PARAGRAPHS, keptCapacity, workspaceFor } from "./workspace";

const paste = (paragraphs: number, offset: number): string =>
  Array.from({ length: paragraphs }, (_, i) =>
    (i + offset) % 3 === 0
      ? `Garantia de ${i + offset} dias: se não gostar, devolvemos seu dinheiro.`
      : (i + offset) % 3 === 1
        ? `Clique no botão abaixo e garanta a sua vaga hoje, parte ${i}.`
        : `You have tried every diet out there and nothing worked, attempt ${i}.`,
  ).join("\n\n");

describe("classification workspace", () => {
  it("gives the same blocks whatever was classified before, smaller or larger", () => {
    const small = paste(40, 0);
    const first = classifyText(small);
    // A larger paste grows the kept arrays, a different one fills them with other values.
    const large = classifyText(paste(3_000, 7));
    expect(large).toHaveLength(3_000);
    expect(keptCapacity()).toBeGreaterThanOrEqual(3_000);
    expect(classifyText(small)).toEqual(first);
    // Blocks handed out earlier are not views of the kept arrays: later calls leave them be.
    const copy = structuredClone(first);
    classifyText(paste(500, 1));
    expect(first).toEqual(copy);
  });

  it("hands out views of exactly the size asked, grown by doubling", () => {
    const before = keptCapacity();
    const work = workspaceFor(before + 1);
    expect(work.emissions).toHaveLength((before + 1) * LABEL_COUNT);
    expect(work.probabilities).toHaveLength((before + 1) * LABEL_COUNT);
    expect(work.back).toHaveLength((before + 1) * LABEL_COUNT);
    expect(work.path).toHaveLength(before + 1);
    expect(keptCapacity()).toBe(Math.min(KEPT_PARAGRAPHS, Math.max(before + 1, 2 * before)));
    // A smaller call reuses the same memory.
    expect(workspaceFor(10).emissions.buffer).toBe(work.emissions.buffer);
  });

  it("does not keep the arrays of a paste over the limit", () => {
    const kept = workspaceFor(1).emissions.buffer;
    const huge = workspaceFor(KEPT_PARAGRAPHS + 1);
    expect(huge.emissions).toHaveLength((KEPT_PARAGRAPHS + 1) * LABEL_COUNT);
    expect(huge.emissions.buffer).not.toBe(kept);
    expect(keptCapacity()).toBeLessThanOrEqual(KEPT_PARAGRAPHS);
    expect(workspaceFor(1).emissions.buffer).toBe(kept);
  });
});
