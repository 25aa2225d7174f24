import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type StatsBlock, textStats } from "@/shared/blocks/text-stats";
import { countInSlices, SectionList, useTextStats } from "./TextStats";

/** Blocks whose stage changes at every block, so each one is a section of its own. */
const alternating = (count: number): StatsBlock[] =>
  Array.from({ length: count }, (_, i) => ({
    type: i % 2 === 0 ? "HOOK" : "PAIN_POINT",
    originalText: `Bloco ${i + 1} com cinco palavras`,
    expansion: "",
  }));

describe("SectionList", () => {
  it("lists every section of a short text, with no button", () => {
    render(<SectionList sections={textStats(alternating(5), 150).sections} />);
    expect(within(screen.getByTestId("section-stats")).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("starts a long list with its first sections and shows the rest on request", async () => {
    render(<SectionList sections={textStats(alternating(300), 150).sections} />);
    const list = screen.getByTestId("section-stats");
    expect(within(list).getAllByRole("listitem")).toHaveLength(12);
    await userEvent.click(screen.getByRole("button", { name: "Show all 300 sections" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(300);
    expect(within(list).getAllByRole("listitem")[299].textContent).toContain("block 300");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("useTextStats", () => {
  it("counts again a block whose object changed, and keeps the others' counts", async () => {
    const blocks = alternating(3);
    const { result, rerender } = renderHook(({ list }) => useTextStats(list, 150), {
      initialProps: { list: blocks },
    });
    await waitFor(() => expect(result.current?.total.words).toBe(15));
    // The editor replaces an edited block's object; the same object is never changed in place.
    const edited = [blocks[0], { ...blocks[1], expansion: "Agora só três" }, blocks[2]];
    rerender({ list: edited });
    await waitFor(() => expect(result.current?.total.words).toBe(13));
    expect(result.current?.blocks.map((b) => b.words)).toEqual([5, 3, 5]);
  });

  it("counts a long project in slices, each a task of its own, and says so once at the end", () => {
    vi.useFakeTimers();
    try {
      const blocks = alternating(5_000).map((b, i) => ({ ...b, expansion: `mais ${i} palavras aqui` }));
      // A clock that moves 1 ms per reading, read every 64 blocks: a 4 ms slice counts about 320 blocks.
      let clock = 0;
      let done = 0;
      countInSlices(
        blocks,
        () => done++,
        () => clock++,
      );
      expect(done).toBe(0);
      expect(vi.getTimerCount()).toBe(1);
      let slices = 1;
      while (vi.getTimerCount() > 0) {
        vi.runOnlyPendingTimers();
        slices++;
      }
      expect(done).toBe(1);
      expect(slices).toBeGreaterThan(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives a long project the totals of the plain count", async () => {
    const blocks = alternating(3_000);
    const { result } = renderHook(() => useTextStats(blocks, 150));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.total).toEqual(textStats(blocks, 150).total);
  });
});
