import { describe, expect, it } from "vitest";
import type { EditorBlock } from "@/web/features/editor/model";
import { diffStep, emptyUndo, record, undo } from "@/web/features/editor/undo-stack";
import {
  acceptBatch,
  addSuggestion,
  batchLabel,
  isStale,
  pendingOf,
  type Suggestion,
  setStatus,
  suggestionDiff,
} from "./suggestions";

const block = (id: string, originalText: string, expansion = "") =>
  ({ id, type: "HOOK", originalText, translation: "", expansion }) as EditorBlock;

const proposal = (id: string, blockId: string, base: string, text: string): Suggestion => ({
  id,
  blockId,
  action: "expand",
  engine: "ai",
  base,
  proposal: text,
  status: "pending",
});

const blocks = [block("a", "First block"), block("b", "Second block", "Second, longer"), block("c", "Third")];
const list = [
  proposal("s1", "a", "First block", "First block, expanded"),
  proposal("s2", "b", "Second, longer", "Second, much longer"),
  proposal("s3", "c", "Third", "Third one"),
];

describe("suggestions", () => {
  it("start pending and move to accepted or rejected once", () => {
    const rejected = setStatus(list, ["s2"], "rejected");
    expect(pendingOf(rejected).map((s) => s.id)).toEqual(["s1", "s3"]);
    // A settled proposal is not reopened by a later decision.
    expect(setStatus(rejected, ["s2"], "accepted").find((s) => s.id === "s2")?.status).toBe("rejected");
  });

  it("a newer proposal for the same block and action replaces the pending one", () => {
    const next = addSuggestion(list, proposal("s4", "a", "First block", "Other"));
    expect(next.map((s) => s.id)).toEqual(["s2", "s3", "s4"]);
  });

  it("is stale once the block's text changed, and when the block is gone", () => {
    expect(isStale(list[0], blocks)).toBe(false);
    expect(isStale(list[0], [block("a", "First block edited"), ...blocks.slice(1)])).toBe(true);
    expect(isStale(list[0], blocks.slice(1))).toBe(true);
  });

  it("diffs the current text against the proposal word by word", () => {
    expect(suggestionDiff(list[1], blocks)).toEqual([
      { kind: "same", text: "Second, " },
      { kind: "added", text: "much " },
      { kind: "same", text: "longer" },
    ]);
  });

  it("groups words changed between spaces into one removed and one added run", () => {
    const parts = suggestionDiff(proposal("s", "c", "Third", "Buy it now today"), [
      block("c", "Act fast now please"),
    ]);
    expect(parts).toEqual([
      { kind: "removed", text: "Act fast" },
      { kind: "added", text: "Buy it" },
      { kind: "same", text: " now " },
      { kind: "removed", text: "please" },
      { kind: "added", text: "today" },
    ]);
  });

  it("accepting a batch writes the expansions in one list: one undo step brings all back", () => {
    const chosen = setStatus(list, ["s2"], "rejected");
    const result = acceptBatch(blocks, chosen, ["s1", "s2", "s3"]);
    expect(result.accepted).toEqual(["s1", "s3"]);
    expect(result.blocks.map((b) => b.expansion)).toEqual([
      "First block, expanded",
      "Second, longer",
      "Third one",
    ]);
    const step = diffStep(blocks, result.blocks, 0);
    expect(step?.changes.map((c) => c.id)).toEqual(["a", "c"]);
    const state = record(emptyUndo, step!);
    expect(state.past).toHaveLength(1);
    expect(undo(state, result.blocks)?.list.map((b) => b.expansion)).toEqual(["", "Second, longer", ""]);
    expect(batchLabel(chosen)).toBe("ai:expand");
  });

  it("leaves out proposals whose block was removed", () => {
    const result = acceptBatch(blocks.slice(0, 2), list, ["s1", "s3"]);
    expect(result.accepted).toEqual(["s1"]);
    expect(result.missing).toEqual(["s3"]);
  });
});
