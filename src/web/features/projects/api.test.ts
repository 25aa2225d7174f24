import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Block } from "@/shared/api/blocks";
import { invalidateProjectViews, projectKeys, setProjectBlocks } from "./api";

const block = (id: string, originalText: string): Block => ({
  id,
  type: "HOOK",
  originalText,
  translation: "",
  expansion: "",
});

describe("the cached block list", () => {
  it("takes a later version and never goes back to an earlier one", () => {
    const client = new QueryClient();
    setProjectBlocks(client, "p1", { version: 3, blocks: [block("a", "three")] });
    setProjectBlocks(client, "p1", { version: 5, blocks: [block("a", "five")] });
    setProjectBlocks(client, "p1", { version: 4, blocks: [block("a", "four")] });
    expect(client.getQueryData(projectKeys.blocks("p1"))).toEqual({
      version: 5,
      blocks: [block("a", "five")],
    });
  });

  it("keeps only the version and the blocks of an answer", () => {
    const client = new QueryClient();
    const answer = { version: 2, blocks: [block("a", "x")], ids: { tmp: "a" } };
    setProjectBlocks(client, "p1", answer);
    expect(client.getQueryData(projectKeys.blocks("p1"))).toEqual({ version: 2, blocks: [block("a", "x")] });
  });

  it("is not marked stale when a project view changes (the open editor keeps it current)", async () => {
    const client = new QueryClient();
    setProjectBlocks(client, "p1", { version: 1, blocks: [] });
    client.setQueryData(projectKeys.detail("p1"), { id: "p1" });
    await invalidateProjectViews(client);
    const cache = client.getQueryCache();
    expect(cache.find({ queryKey: projectKeys.blocks("p1") })?.state.isInvalidated).toBe(false);
    expect(cache.find({ queryKey: projectKeys.detail("p1") })?.state.isInvalidated).toBe(true);
  });
});
