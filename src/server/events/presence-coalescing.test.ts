import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { PresenceEvent } from "../../shared/api/events";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";
import { eventData, openSse } from "../test/sse-client";

const t = setupTestApp();
const make = factories(t);
const open: { close(): void }[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function stream(projectId: string, cookie: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  const s = await openSse(`http://127.0.0.1:${port}/api/projects/${projectId}/events`, { cookie });
  open.push(s);
  return s;
}

/** How far apart presence updates to one stream are kept (the hub's coalescing window). */
const WINDOW_MS = 300;
const CROWD = 12;

describe("presence updates are coalesced", () => {
  it("a crowd joining at once reaches an open stream as a few updates, spaced by the window", async () => {
    const owner = await make.user();
    const project = await make.project(owner, { isPublic: true });
    const crowd = await Promise.all(Array.from({ length: CROWD }, () => make.user()));
    const watcher = await stream(project.id, owner.cookie);
    await watcher.next((e) => e.event === "presence");
    const before = watcher.events.length;
    const everyone = (e: { event: string; data: string }) =>
      e.event === "presence" && eventData<PresenceEvent>(e).users.length === CROWD + 1;

    // Every reader opens the project in the same moment: one join (and one presence signal) each.
    const joined = await Promise.all(crowd.map((reader) => stream(project.id, reader.cookie)));
    for (const s of joined) expect(s.status).toBe(200);
    await watcher.next(everyone, 5000);
    // Whatever a missing window would still send comes right after the last join.
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS * 2));
    const updates = watcher.events.slice(before).filter((e) => e.event === "presence");

    // One update per join would be twelve; the window folds them into a few.
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length).toBeLessThan(CROWD / 2);
    expect(eventData<PresenceEvent>(updates.at(-1)!).users).toHaveLength(CROWD + 1);
    // And never closer together than the window.
    const times = updates.map((e) => e.at ?? 0);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThan(WINDOW_MS * 0.8);
  });
});
