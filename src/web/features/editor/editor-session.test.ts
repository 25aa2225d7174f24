import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EditorSession } from "./editor-session";
import { block, Failure, fakeServer, open } from "./editor-session.fixtures";
import { emptyBlock } from "./model";

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
