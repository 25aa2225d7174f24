import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Comment } from "../../shared/api/comments";
import type { BlocksEvent, PresenceEvent } from "../../shared/api/events";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";
import { eventData, openSse } from "../test/sse-client";

const t = setupTestApp();
const make = factories(t);
const open: { close(): void }[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

let baseUrl = "";
async function base() {
  if (!t.app.server.listening) {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }
  return baseUrl;
}

async function stream(projectId: string, cookie?: string, extra: Record<string, string> = {}, query = "") {
  const s = await openSse(`${await base()}/api/projects/${projectId}/events${query}`, {
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  open.push(s);
  return s;
}

const comment = (projectId: string, cookie: string, content: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/projects/${projectId}/comments`,
    headers: { cookie },
    payload: { content },
  });

describe("live project events", () => {
  it("streams a new comment to another reader of a public project", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const project = await make.project(alice, { isPublic: true });
    const bobStream = await stream(project.id, bob.cookie);
    expect(bobStream.status).toBe(200);
    expect(bobStream.response.headers.get("content-type")).toContain("text/event-stream");

    const posted = await comment(project.id, alice.cookie, "Novo gancho na linha 3");
    expect(posted.statusCode).toBe(201);
    const event = await bobStream.next((e) => e.event === "comment", 1000);
    expect(eventData<Comment>(event)).toMatchObject({
      id: posted.json().id,
      content: "Novo gancho na linha 3",
      author: { id: alice.id },
    });
    expect(Number(event.id)).toBeGreaterThan(0);
  });

  it("streams a blocks event with the new version and its author after a save", async () => {
    const alice = await make.user();
    const project = await make.project(alice);
    const own = await stream(project.id, alice.cookie);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${project.id}/blocks`,
      headers: { cookie: alice.cookie },
      payload: {
        baseVersion: 1,
        blocks: [
          { id: crypto.randomUUID(), type: "HOOK", originalText: "Olá", translation: "", expansion: "" },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const event = eventData<BlocksEvent>(await own.next((e) => e.event === "blocks"));
    expect(event).toMatchObject({
      version: saved.json().version,
      author: { id: alice.id, name: alice.name },
    });

    // A change of some blocks names them, so other editors can tell if it meets their own edits.
    const blockId = saved.json().blocks[0].id as string;
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${project.id}/blocks`,
      headers: { cookie: alice.cookie },
      payload: {
        baseVersion: saved.json().version,
        upsert: [{ id: blockId, type: "HOOK", originalText: "Olá de novo", translation: "", expansion: "" }],
      },
    });
    expect(patched.statusCode).toBe(200);
    const second = await own.next(
      (e) => e.event === "blocks" && eventData<BlocksEvent>(e).version === patched.json().version,
    );
    expect(eventData<BlocksEvent>(second).blockIds).toEqual([blockId]);
  });

  it("answers 404 for a private project to others and to visitors, and streams public ones to visitors", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const secret = await make.project(alice);
    const shared = await make.project(alice, { isPublic: true });
    const asBob = await t.app.inject({
      url: `/api/projects/${secret.id}/events`,
      headers: { cookie: bob.cookie },
    });
    expect(asBob.statusCode).toBe(404);
    expect(asBob.json().error.code).toBe("NOT_FOUND");
    expect((await t.app.inject({ url: `/api/projects/${secret.id}/events` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/projects/not-a-uuid/events" })).statusCode).toBe(400);
    const visitor = await stream(shared.id);
    expect(visitor.status).toBe(200);
    await visitor.next((e) => e.event === "presence");
  });

  it("replays what a reconnecting client missed after its Last-Event-ID, in order", async () => {
    const alice = await make.user();
    const project = await make.project(alice, { isPublic: true });
    const first = await stream(project.id, alice.cookie);
    await comment(project.id, alice.cookie, "um");
    const seen = await first.next((e) => e.event === "comment");
    first.close();
    await comment(project.id, alice.cookie, "dois");
    await comment(project.id, alice.cookie, "três");

    const again = await stream(project.id, alice.cookie, { "last-event-id": String(seen.id) });
    await again.next((e) => e.event === "comment" && eventData<Comment>(e).content === "três");
    const replayed = again.events
      .filter((e) => e.event === "comment")
      .map((e) => eventData<Comment>(e).content);
    expect(replayed).toEqual(["dois", "três"]);

    const bad = await t.app.inject({
      url: `/api/projects/${project.id}/events`,
      headers: { cookie: alice.cookie, "last-event-id": "abc" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Last-Event-ID/);
  });

  it("ends a reader's stream when the project goes private, so nothing more reaches them", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const project = await make.project(alice, { isPublic: true });
    const bobStream = await stream(project.id, bob.cookie);
    const aliceStream = await stream(project.id, alice.cookie);
    await bobStream.next((e) => e.event === "presence");

    const hidden = await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${project.id}`,
      headers: { cookie: alice.cookie },
      payload: { isPublic: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await bobStream.ended(2000)).toBe(true);
    await comment(project.id, alice.cookie, "agora é segredo");
    await aliceStream.next((e) => e.event === "comment");
    expect(bobStream.events.some((e) => e.event === "comment")).toBe(false);
  });

  it("ends a reader's stream when the admin tools mark the project deleted or delete it", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const admin = await make.user("superadmin");
    const marked = await make.project(alice, { isPublic: true });
    const bobStream = await stream(marked.id, bob.cookie);
    const aliceStream = await stream(marked.id, alice.cookie);
    await bobStream.next((e) => e.event === "presence");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/tools/projects/${marked.id}/mark-deleted`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isPublic).toBe(false);
    expect(await bobStream.ended(2000)).toBe(true);
    await comment(marked.id, alice.cookie, "depois de excluído");
    await aliceStream.next((e) => e.event === "comment");
    expect(bobStream.events.some((e) => e.event === "comment")).toBe(false);

    const removed = await make.project(alice, { isPublic: true });
    const bobOnRemoved = await stream(removed.id, bob.cookie);
    await bobOnRemoved.next((e) => e.event === "presence");
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/tools/projects/${removed.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await bobOnRemoved.ended(2000)).toBe(true);
  });

  it("shows who has the project open and which block each one is editing", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const project = await make.project(alice, { isPublic: true });
    const aliceStream = await stream(project.id, alice.cookie, {}, "?client=alice-tab-1");
    const bobStream = await stream(project.id, bob.cookie, {}, "?client=bob-tab-1");

    const both = (e: { event: string; data: string }) =>
      e.event === "presence" && eventData<PresenceEvent>(e).users.length === 2;
    await aliceStream.next(both);

    const focus = await t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/presence`,
      headers: { cookie: bob.cookie },
      payload: { client: "bob-tab-1", blockId: "block-7" },
    });
    expect(focus.statusCode).toBe(204);
    const editing = await aliceStream.next(
      (e) =>
        e.event === "presence" &&
        eventData<PresenceEvent>(e).users.some((u) => u.id === bob.id && u.blockId === "block-7"),
    );
    expect(
      eventData<PresenceEvent>(editing)
        .users.map((u) => u.name)
        .sort(),
    ).toEqual([alice.name, bob.name].sort());

    bobStream.close();
    await aliceStream.next(
      (e) => e.event === "presence" && eventData<PresenceEvent>(e).users.every((u) => u.id !== bob.id),
    );

    const noStream = await t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/presence`,
      headers: { cookie: bob.cookie },
      payload: { client: "bob-tab-1", blockId: null },
    });
    expect(noStream.statusCode).toBe(404);
    const badClient = await t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/presence`,
      headers: { cookie: bob.cookie },
      payload: { client: "x", blockId: null },
    });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().error.message).toMatch(/client/);
    const signedOut = await t.app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/presence`,
      payload: { client: "bob-tab-1", blockId: null },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
