import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Block, BlockConflict } from "@/shared/api/blocks";
import { conflictField } from "./conflicts";
import { block, Failure, open } from "./editor-session.fixtures";

// What the session does when a save is refused because another writer changed the same blocks.

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-01-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("EditorSession: conflicts", () => {
  const conflict = (): BlockConflict => ({ id: "a", theirs: block("a", "theirs") });

  it("stops on a 409 and shows the blocks both sides changed", async () => {
    const { server, session, errors } = open();
    server.failures.push(new Failure("conflict", [conflict()]));
    session.update("a", { originalText: "mine" });
    await session.flush();
    expect(session.getState().status.state).toBe("conflict");
    expect(session.getState().conflicts?.map((c) => c.id)).toEqual(["a"]);
    expect(errors).toEqual(["conflict"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.saves).toHaveLength(1);
  });

  it("'keep' saves the writer's side over the server's latest version", async () => {
    const { server, session } = open();
    server.failures.push(new Failure("conflict", [conflict()]));
    session.update("a", { originalText: "mine" });
    await session.flush();
    server.otherSave([block("a", "theirs"), block("b")]);
    await session.resolveConflict("keep");
    expect(session.getState()).toMatchObject({ conflicts: null, version: 3, status: { state: "saved" } });
    expect(server.saves[1].baseVersion).toBe(2);
    expect(server.blocks[0].originalText).toBe("mine");
  });

  it("'reload' drops the edits here and takes the server's list", async () => {
    const { server, session, texts } = open();
    server.failures.push(new Failure("conflict"));
    session.update("a", { originalText: "mine" });
    await session.flush();
    expect(session.getState().conflicts).toEqual([]);
    server.otherSave([block("a", "theirs")]);
    await session.resolveConflict("reload");
    expect(texts()).toEqual(["theirs"]);
    expect(session.getState()).toMatchObject({ conflicts: null, version: 2, status: { state: "saved" } });
  });

  it("a retry refused again keeps the dialog open", async () => {
    const { server, session } = open();
    server.failures.push(new Failure("conflict", [conflict()]), new Failure("conflict", [conflict()]));
    session.update("a", { originalText: "mine" });
    await session.flush();
    await session.resolveConflict("keep");
    expect(session.getState().status.state).toBe("conflict");
    expect(session.getState().conflicts).toHaveLength(1);
  });
});

describe("EditorSession: a block removed here that another writer changed", () => {
  const withExpansion = (id: string, expansion: string): Block => ({ ...block(id), expansion });

  /** Tab A removes block b while tab B's edit of b's expansion has landed: the save is refused. */
  async function removedWhileTheyTyped() {
    const opened = open([block("a"), block("b"), block("c")]);
    const { server, session } = opened;
    server.otherSave([block("a"), withExpansion("b", "their words"), block("c")]);
    server.failures.push(new Failure("conflict", [{ id: "b", theirs: withExpansion("b", "their words") }]));
    session.dispatch({ type: "remove", id: "b" });
    await session.flush();
    return opened;
  }

  it("shows the field they changed (the expansion), and that it was removed here", async () => {
    const { session } = await removedWhileTheyTyped();
    expect(session.getState().status.state).toBe("conflict");
    expect(session.getState().conflicts).toEqual([
      { id: "b", theirs: withExpansion("b", "their words"), field: "expansion", removedHere: true },
    ]);
  });

  it("'keep their text' puts the block back where it was, with their words, and saves", async () => {
    const { server, session, texts } = await removedWhileTheyTyped();
    await session.resolveConflict("keep", { restore: ["b"] });
    expect(texts()).toEqual(["a", "b", "c"]);
    expect(session.blocks.get()[1].expansion).toBe("their words");
    expect(server.blocks.map((b) => [b.id, b.expansion])).toEqual([
      ["a", ""],
      ["b", "their words"],
      ["c", ""],
    ]);
    expect(session.getState()).toMatchObject({ conflicts: null, status: { state: "saved" } });
  });

  it("'remove anyway' removes it over their change", async () => {
    const { server, session, texts } = await removedWhileTheyTyped();
    await session.resolveConflict("keep", { restore: [] });
    expect(texts()).toEqual(["a", "c"]);
    expect(server.saves.at(-1)).toMatchObject({ baseVersion: 2, delta: { remove: ["b"] } });
    expect(server.blocks.map((b) => b.id)).toEqual(["a", "c"]);
    expect(session.getState()).toMatchObject({ conflicts: null, status: { state: "saved" } });
  });

  it("a block kept goes after the nearest block before it that is still here", async () => {
    const { server, session, texts } = open([block("a"), block("b"), block("c"), block("d")]);
    server.otherSave([block("a"), block("b"), withExpansion("c", "theirs"), block("d")]);
    server.failures.push(new Failure("conflict", [{ id: "c", theirs: withExpansion("c", "theirs") }]));
    session.dispatch({ type: "remove", id: "b" });
    session.dispatch({ type: "remove", id: "c" });
    await session.flush();
    await session.resolveConflict("keep", { restore: ["c"] });
    expect(texts()).toEqual(["a", "c", "d"]);
  });
});

describe("conflictField", () => {
  const base = block("x", "same");
  it("names what the other writer changed, even when this writer changed another field", () => {
    expect(conflictField({ ...base, expansion: "theirs" }, { ...base, originalText: "mine" }, base)).toBe(
      "expansion",
    );
  });
  it("names the type when only the type differs", () => {
    expect(conflictField({ ...base, type: "OFFER_STRUCTURE" }, base, base)).toBe("type");
  });
  it("names what this writer changed when they removed the block", () => {
    expect(conflictField(null, { ...base, translation: "mine" }, base)).toBe("translation");
  });
  it("falls back to the original when nothing visible differs", () => {
    expect(conflictField(base, undefined, base)).toBe("originalText");
  });
});
