import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBlocksStore } from "./blocks-reducer";
import { SETTLE_MAX_MS, SETTLE_QUIET_MS, useSettledBlocks } from "./use-blocks";

const TYPING_GAP_MS = 120;

function openStore() {
  const store = createBlocksStore([
    { id: "a", type: "HOOK", originalText: "", translation: "", expansion: "" },
  ]);
  const typeKey = () => {
    const [block] = store.get();
    store.dispatch({ type: "update", id: block.id, patch: { expansion: `${block.expansion}a` } });
  };
  const hook = renderHook(() => useSettledBlocks(store));
  const settledText = () => hook.result.current[0].expansion;
  return { store, typeKey, settledText };
}

describe("useSettledBlocks", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("catches up once typing pauses, not after every key", async () => {
    const { typeKey, settledText } = openStore();
    typeKey();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_GAP_MS));
    typeKey();
    await act(() => vi.advanceTimersByTimeAsync(TYPING_GAP_MS));
    // Keys 120 ms apart: the page around the table has not re-rendered between them.
    expect(settledText()).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(SETTLE_QUIET_MS));
    expect(settledText()).toBe("aa");
  });

  it("runs at most SETTLE_MAX_MS behind while the writer types without pausing", async () => {
    const { typeKey, settledText } = openStore();
    const seen: string[] = [];
    for (let elapsed = 0; elapsed < SETTLE_MAX_MS * 2.5; elapsed += TYPING_GAP_MS) {
      typeKey();
      await act(() => vi.advanceTimersByTimeAsync(TYPING_GAP_MS));
      if (seen.at(-1) !== settledText()) seen.push(settledText());
    }
    // Two catch-ups in 2.5 s of typing, each with every key typed so far.
    expect(seen.filter(Boolean)).toHaveLength(2);
    expect(seen[1].length).toBeGreaterThanOrEqual(Math.floor(SETTLE_MAX_MS / TYPING_GAP_MS));
  });
});
