import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { PresenceEvent } from "../../shared/api/events";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";
import { eventData, openSse } from "../test/sse-client";

// Live streams are capped per user, per address and per instance (429 with Retry-After), and a
// visitor without an account learns how many people are on a project, not who.
const t = setupTestApp({ env: { EVENT_STREAMS_PER_USER: "2", EVENT_STREAMS_PER_ADDRESS: "3" } });
const make = factories(t);
const open: { close(): void }[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function stream(projectId: string, cookie?: string) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (t.app.server.address() as AddressInfo).port;
  const s = await openSse(
    `http://127.0.0.1:${port}/api/projects/${projectId}/events`,
    cookie ? { cookie } : {},
  );
  open.push(s);
  return s;
}

describe("live event streams", () => {
  it("refuses a user's stream past the limit with 429 and Retry-After, and takes one again once another closes", async () => {
    const alice = await make.user();
    const project = await make.project(alice, { isPublic: true });
    const first = await stream(project.id, alice.cookie);
    const second = await stream(project.id, alice.cookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await stream(project.id, alice.cookie);
    expect(third.status).toBe(429);
    expect(Number(third.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await third.response.json()).toEqual({
      error: { code: "RATE_LIMITED", message: expect.stringContaining("2 live streams") },
    });
    first.close();
    await first.ended(2000);
    let again = await stream(project.id, alice.cookie);
    for (let i = 0; again.status === 429 && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await stream(project.id, alice.cookie);
    }
    expect(again.status).toBe(200);
  });

  it("refuses visitors' streams from one address past the limit", async () => {
    const alice = await make.user();
    const project = await make.project(alice, { isPublic: true });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await stream(project.id)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it("shows a visitor without an account only how many people are here", async () => {
    const alice = await make.user();
    const project = await make.project(alice, { isPublic: true });
    const aliceStream = await stream(project.id, alice.cookie);
    await aliceStream.next((e) => e.event === "presence" && eventData<PresenceEvent>(e).count === 1);
    const visitor = await stream(project.id);
    const seen = eventData<PresenceEvent>(await visitor.next((e) => e.event === "presence"));
    expect(seen).toEqual({ users: [], count: 1 });
    expect(JSON.stringify(visitor.events)).not.toContain(alice.id);
    expect(JSON.stringify(visitor.events)).not.toContain(alice.name);
    const asAlice = eventData<PresenceEvent>(
      await aliceStream.next((e) => e.event === "presence" && eventData<PresenceEvent>(e).count === 1),
    );
    expect(asAlice.users).toMatchObject([{ id: alice.id, name: alice.name }]);
  });
});
