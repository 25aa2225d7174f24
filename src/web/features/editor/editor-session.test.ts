import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Block, BlockConflict, BlockListResponse } from "@/shared/api/blocks";
import { conflictField } from "./conflicts";
import type { BlocksDelta } from "./delta";
import { EditorSession, type SavedList } from "./editor-session";
import { emptyBlock } from "./model";
import type { SaveErrorKind } from "./save-controller";

const block = (id: string, originalText = id): Block => ({
  id,
  type: "HOOK",
  originalText,
  translation: "",
  expansion: "",
});

class Failure extends Error {
  constructor(
    readonly kind: SaveErrorKind,
    readonly conflicts: BlockConflict[] = [],
  ) {
    super(kind);
  }
}

/**
 * A server that stores what it is sent and merges a save based on an older version, as the real
 * PATCH does when nothing collides. `held` keeps a save's answer on the wire until released;
 * `fail` makes the next saves throw; `rename` gives a sent new block another id.
 */
function fakeServer(initial: Block[]) {
  const server = {
    version: 1,
    blocks: initial,
    saves: [] as { baseVersion: number; delta: BlocksDelta; label: string | undefined }[],
    failures: [] as Failure[],
    rename: {} as Record<string, string>,
    held: null as Promise<void> | null,
    /** Someone else saves: the list moves on a version. */
    otherSave(blocks: Block[]) {
      server.blocks = blocks;
      server.version += 1;
    },
    async save(baseVersion: number, delta: BlocksDelta, label: string | undefined): Promise<SavedList> {
      server.saves.push({ baseVersion, delta, label });
      const failure = server.failures.shift();
      if (failure) throw failure;
      const byId = new Map(server.blocks.map((b) => [b.id, b]));
      const ids: Record<string, string> = {};
      for (const { id: sentId, ...input } of delta.upsert) {
        const id = byId.has(sentId!) ? sentId! : (server.rename[sentId!] ?? sentId!);
        if (!byId.has(sentId!)) ids[sentId!] = id;
        byId.set(id, { ...input, id, translation: input.translation ?? "" } as Block);
      }
      for (const id of delta.remove) byId.delete(id);
      const order = delta.order?.map((id) => ids[id] ?? id) ?? [
        ...server.blocks.map((b) => b.id),
        ...Object.values(ids),
      ];
      server.blocks = order.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
      server.version += 1;
      const answer = { version: server.version, blocks: server.blocks, ids };
      // The answer is on its way back while the test holds it.
      if (server.held) await server.held;
      return answer;
    },
    async fetch(): Promise<BlockListResponse> {
      return { version: server.version, blocks: server.blocks };
    },
    classify: (error: unknown): SaveErrorKind => (error instanceof Failure ? error.kind : "retry"),
    conflictsOf: (error: unknown) => (error instanceof Failure ? error.conflicts : []),
  };
  return server;
}

function open(blocks = [block("a"), block("b")], { readOnly = false } = {}) {
  const server = fakeServer(blocks);
  const cached: BlockListResponse[] = [];
  const errors: SaveErrorKind[] = [];
  const session = new EditorSession({
    blocks,
    version: 1,
    readOnly,
    server,
    onServerList: (list) => cached.push(list),
    onSaveError: (_error, kind) => errors.push(kind),
    now: () => Date.now(),
  });
  const texts = () => session.blocks.get().map((b) => b.originalText);
  return { server, session, cached, errors, texts };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-01-01T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("EditorSession: saving", () => {
  it("saves only what changed once typing pauses; the answer becomes the base", async () => {
    const { server, session, cached } = open();
    session.update("a", { originalText: "um" });
    session.update("a", { originalText: "uma" });
    expect(session.getState().status.state).toBe("dirty");
    await vi.advanceTimersByTimeAsync(1500);
    expect(server.saves).toHaveLength(1);
    expect(server.saves[0]).toMatchObject({
      baseVersion: 1,
      delta: { upsert: [{ id: "a", originalText: "uma" }] },
    });
    expect(session.getState()).toMatchObject({ version: 2, status: { state: "saved" } });
    expect(cached.at(-1)?.version).toBe(2);

    session.update("b", { expansion: "mais" });
    await session.flush();
    expect(server.saves[1].delta.upsert.map((b) => b.id)).toEqual(["b"]);
    expect(server.saves[1].baseVersion).toBe(2);
  });

  it("sends a new block under the id the editor made, which the server keeps", async () => {
    const { server, session } = open();
    const added = emptyBlock();
    session.dispatch({ type: "insert", index: 2, block: { ...added, originalText: "novo" } });
    await session.flush();
    expect(server.saves[0].delta.upsert).toEqual([
      expect.objectContaining({ id: added.id, originalText: "novo" }),
    ]);
    expect(server.blocks.map((b) => b.id)).toEqual(["a", "b", added.id]);
    expect(session.blocks.get()[2].id).toBe(added.id);
    // Nothing left to send: the new block is saved under that id.
    session.update(added.id, { expansion: "e" });
    await session.flush();
    expect(server.saves[1].delta).toEqual({
      upsert: [expect.objectContaining({ id: added.id })],
      remove: [],
    });
  });

  it("keeps edits made while a save is under way and saves them next", async () => {
    const { server, session, texts } = open();
    let release = () => {};
    server.held = new Promise((resolve) => (release = resolve));
    session.update("a", { originalText: "first" });
    const saving = session.flush();
    session.update("b", { originalText: "meanwhile" });
    server.held = null;
    release();
    await saving;
    expect(texts()).toEqual(["first", "meanwhile"]);
    expect(session.getState().status.state).toBe("dirty");
    await session.flush();
    expect(server.blocks.map((b) => b.originalText)).toEqual(["first", "meanwhile"]);
    expect(server.saves.map((s) => s.delta.upsert.map((b) => b.id))).toEqual([["a"], ["b"]]);
  });

  it("takes in someone else's blocks when the server merged, keeping edits made meanwhile", async () => {
    const { server, session, texts } = open();
    server.otherSave([block("a"), block("b", "theirs"), block("c", "added by them")]);
    let release = () => {};
    server.held = new Promise((resolve) => (release = resolve));
    session.update("a", { originalText: "mine" });
    const saving = session.flush();
    session.update("a", { originalText: "mine, still typing" });
    server.held = null;
    release();
    await saving;
    expect(texts()).toEqual(["mine, still typing", "theirs", "added by them"]);
    expect(session.getState().version).toBe(3);
    await session.flush();
    expect(session.getState().status.state).toBe("saved");
    expect(server.blocks.map((b) => b.originalText)).toEqual([
      "mine, still typing",
      "theirs",
      "added by them",
    ]);
  });

  it("follows the server when it had to give a sent block another id", async () => {
    const { server, session } = open();
    const added = emptyBlock();
    server.rename[added.id] = "fresh-id";
    session.dispatch({ type: "insert", index: 0, block: added });
    await session.flush();
    expect(session.blocks.get().map((b) => b.id)).toEqual(["fresh-id", "a", "b"]);
    session.update("fresh-id", { originalText: "typed" });
    await session.flush();
    expect(server.saves[1].delta.upsert.map((b) => b.id)).toEqual(["fresh-id"]);
    expect(server.blocks.map((b) => b.id)).toEqual(["fresh-id", "a", "b"]);
  });

  it("keeps every edit through failures and retries with the history label", async () => {
    const { server, session, errors } = open();
    server.failures.push(new Failure("retry"));
    await session.commitBatch([block("a", "from AI"), block("b")], "ai:expand");
    expect(session.getState().status.state).toBe("retrying");
    expect(errors).toEqual(["retry"]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(session.getState().status.state).toBe("saved");
    expect(server.saves.map((s) => s.label)).toEqual(["ai:expand", "ai:expand"]);
    expect(server.blocks[0].originalText).toBe("from AI");
  });

  it("saves pending edits before a committed batch, so its version holds only the batch", async () => {
    const { server, session } = open();
    session.update("b", { originalText: "typed" });
    await session.commitPatches(
      (blocks) => [{ id: blocks[0].id, patch: { originalText: "replaced" } }],
      "replace",
    );
    expect(server.saves.map((s) => [s.label, s.delta.upsert.map((b) => b.originalText)])).toEqual([
      [undefined, ["typed"]],
      ["replace", ["replaced"]],
    ]);
  });

  it("saves a new project's first blocks at once, as one labelled version", async () => {
    const server = fakeServer([]);
    const first = [emptyBlock(), emptyBlock()];
    const session = new EditorSession({
      blocks: [],
      version: 1,
      start: { blocks: first, label: "analysis" },
      readOnly: false,
      server,
    });
    expect(session.blocks.get()).toBe(first);
    expect(session.getState()).toMatchObject({ canUndo: false });
    session.start();
    expect(session.getState().status.state).not.toBe("saved");
    await session.flush();
    expect(server.saves).toEqual([
      {
        baseVersion: 1,
        delta: { upsert: first.map((b) => expect.objectContaining({ id: b.id })), remove: [] },
        label: "analysis",
      },
    ]);
    expect(session.getState().status.state).toBe("saved");
  });

  it("never saves the first blocks of a session that was not started", async () => {
    const server = fakeServer([]);
    const session = new EditorSession({
      blocks: [],
      version: 1,
      start: { blocks: [emptyBlock()], label: "template" },
      readOnly: false,
      server,
      delayMs: 1,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.saves).toEqual([]);
    expect(session.getState().status.state).toBe("saved");
  });

  it("saves whatever is pending when the page leaves", async () => {
    const { server, session } = open();
    session.update("a", { originalText: "last words" });
    await session.stop();
    expect(server.blocks[0].originalText).toBe("last words");
    expect(session.unsaved).toBe(false);
  });
});

describe("EditorSession: undo", () => {
  it("takes back and redoes edits as steps, each saved like any edit", async () => {
    const { server, session, texts } = open();
    expect(session.getState()).toMatchObject({ canUndo: false, canRedo: false });
    session.update("a", { originalText: "A" });
    session.dispatch({ type: "remove", id: "b" });
    expect(session.getState().canUndo).toBe(true);
    expect(session.undo()).toBe(true);
    expect(texts()).toEqual(["A", "b"]);
    expect(session.getState()).toMatchObject({ canUndo: true, canRedo: true });
    expect(session.undo()).toBe(true);
    expect(texts()).toEqual(["a", "b"]);
    expect(session.undo()).toBe(false);
    expect(session.redo()).toBe(true);
    expect(texts()).toEqual(["A", "b"]);
    await session.flush();
    expect(server.blocks.map((b) => b.originalText)).toEqual(["A", "b"]);
  });

  it("does not record lists from the server", async () => {
    const { session } = open();
    session.replaceBlocks([block("a", "translated"), block("b")], { version: 5 });
    expect(session.getState().canUndo).toBe(false);
    expect(session.undo()).toBe(false);
  });

  it("neither saves nor undoes on a read-only project", async () => {
    const { server, session } = open(undefined, { readOnly: true });
    session.update("a", { originalText: "x" });
    expect(session.getState().canUndo).toBe(false);
    expect(session.undo()).toBe(false);
    expect(await session.saveNow()).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.saves).toHaveLength(0);
  });
});

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

describe("EditorSession: versions saved elsewhere", () => {
  it("takes a later version at once when nothing here is unsaved", async () => {
    const { server, session, texts } = open();
    server.otherSave([block("b", "two!"), block("c", "three")]);
    await expect(session.followRemote(2)).resolves.toBe("updated");
    expect(texts()).toEqual(["two!", "three"]);
    expect(session.getState()).toMatchObject({ version: 2, status: { state: "saved" } });
    await expect(session.followRemote(2)).resolves.toBe("current");
  });

  it("with unsaved edits, saves them now and the server's merge brings the other edits in", async () => {
    const { server, session, texts } = open();
    session.update("a", { originalText: "mine" });
    server.otherSave([block("a"), block("b", "theirs")]);
    await expect(session.followRemote(2)).resolves.toBe("merging");
    await session.flush();
    expect(texts()).toEqual(["mine", "theirs"]);
    expect(session.getState().version).toBe(3);
  });

  it("fetches a version seen live once a save that began before it ends without it", async () => {
    const { server, session, texts } = open();
    let release = () => {};
    server.held = new Promise((resolve) => (release = resolve));
    session.update("a", { originalText: "mine" });
    const saving = session.flush();
    // The save reaches the server first; their save lands after it and is announced meanwhile.
    await vi.advanceTimersByTimeAsync(0);
    server.otherSave([block("a", "mine"), block("b", "theirs, later")]);
    await expect(session.followRemote(3)).resolves.toBe("merging");
    server.held = null;
    release();
    await saving;
    await vi.advanceTimersByTimeAsync(0);
    expect(texts()).toEqual(["mine", "theirs, later"]);
    expect(session.getState().version).toBe(3);
  });

  it("takes an offered list only when later and nothing is unsaved", async () => {
    const { session, texts } = open();
    session.offer({ version: 1, blocks: [block("old")] });
    expect(texts()).toEqual(["a", "b"]);
    session.update("a", { originalText: "mine" });
    session.offer({ version: 2, blocks: [block("a"), block("b", "theirs")] });
    expect(texts()).toEqual(["mine", "b"]);
    expect(session.getState().version).toBe(1);
  });

  it("an offered list waits for a failing save to give up, then still counts if later", async () => {
    const { server, session, texts } = open();
    server.failures.push(new Failure("fatal"));
    session.update("a", { originalText: "mine" });
    await session.flush();
    session.offer({ version: 9, blocks: [block("z")] });
    expect(texts()).toEqual(["mine", "b"]);
    await session.flush();
    // The save answered version 2 (the fake started at 1): the list offered at 9 is still later.
    expect(texts()).toEqual(["z"]);
    expect(session.getState().version).toBe(9);
  });

  it("takes a list handed over with its version (a restore), ignoring one older than its own", () => {
    const { session, cached, texts } = open();
    session.replaceBlocks([block("a", "restored")], { version: 4 });
    expect(texts()).toEqual(["restored"]);
    expect(cached.at(-1)).toEqual({ version: 4, blocks: [block("a", "restored")] });
    session.replaceBlocks([block("a", "older")], { version: 3 });
    expect(texts()).toEqual(["restored"]);
  });

  it("reload saves pending edits first, then shows the server's list", async () => {
    const { server, session, texts } = open();
    session.update("b", { originalText: "mine" });
    await session.reload();
    expect(server.saves).toHaveLength(1);
    expect(texts()).toEqual(["a", "mine"]);
    expect(session.getState().status.state).toBe("saved");
  });
});
