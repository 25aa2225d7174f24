import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMention } from "../../shared/mentions";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

// Titles are only ever shown as they are now, and only to readers who may open the project now:
// neither the activity feed nor a comment keeps a copy that outlives a project's privacy.
const t = setupTestApp();
const make = factories(t);

const call = (method: "GET" | "POST" | "PATCH", url: string, user: TestUser, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: user.cookie }, payload });

describe("the activity feed and title privacy", () => {
  it("never shows a project's old private title once it goes public under a new one", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const project = await make.project(alice, { title: "Plano secreto de lançamento" });
    await call("PATCH", `/api/projects/${project.id}`, alice, { title: "Lançamento" });
    await call("PATCH", `/api/projects/${project.id}`, alice, { isPublic: true });
    await call("POST", `/api/projects/${project.id}/comments`, bob, { content: "Bom!" });

    const res = await call("GET", "/api/activities", bob);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("secreto");
    const feed = res.json().activities as { project: { id: string; title: string }; content: null }[];
    expect(feed.length).toBeGreaterThanOrEqual(3);
    for (const activity of feed) {
      expect(activity.project).toEqual({ id: project.id, title: "Lançamento" });
      expect(activity.content).toBeNull();
    }
  });

  it("drops a project's activities from other feeds as soon as it turns private", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const project = await make.project(alice, { title: "Aberto por ora", isPublic: true });
    await call("POST", `/api/projects/${project.id}/comments`, bob, { content: "Olá" });
    expect((await call("GET", "/api/activities", bob)).json().activities.length).toBeGreaterThan(0);
    await call("PATCH", `/api/projects/${project.id}`, alice, { isPublic: false, title: "Fechado" });
    const bobFeed = await call("GET", "/api/activities", bob);
    expect(bobFeed.json().activities).toEqual([]);
    // Even bob's own comment activity goes: the project is no longer his to see.
    const aliceFeed = (await call("GET", "/api/activities", alice)).json().activities;
    expect(aliceFeed.every((a: { project: { title: string } }) => a.project.title === "Fechado")).toBe(true);
  });
});

describe("mentions and title privacy", () => {
  it("stores a mention by id and never trusts the title the client wrote", async () => {
    const alice = await make.user();
    const board = await make.project(alice, { isPublic: true });
    const target = await make.project(alice, { title: "Título real" });
    const res = await call("POST", `/api/projects/${board.id}/comments`, alice, {
      content: `Veja ${formatMention("Título forjado", target.id.toUpperCase())} agora`,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(`Veja @[Título real](${target.id}) agora`);
    const stored = await t.database.db.execute<{ content: string }>(
      // Raw read: what the database keeps is the id alone.
      sql`select content from project_comments`,
    );
    expect((stored as unknown as { rows: { content: string }[] }).rows[0].content).toBe(
      `Veja @[](${target.id}) agora`,
    );
  });

  it("shows the current title to readers who may open the project and 'private project' to others", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const board = await make.project(alice, { isPublic: true });
    const target = await make.project(alice, { title: "Campanha pública", isPublic: true });
    await call("POST", `/api/projects/${board.id}/comments`, bob, {
      content: `Gostei de ${formatMention("Campanha pública", target.id)}`,
    });
    await call("PATCH", `/api/projects/${target.id}`, alice, { title: "Campanha renomeada" });
    const renamed = (await call("GET", `/api/projects/${board.id}/comments`, bob)).json().comments[0];
    expect(renamed.content).toBe(`Gostei de @[Campanha renomeada](${target.id})`);

    await call("PATCH", `/api/projects/${target.id}`, alice, { isPublic: false });
    const res = await call("GET", `/api/projects/${board.id}/comments`, bob);
    expect(res.body).not.toContain("Campanha");
    const [hidden] = res.json().comments;
    expect(hidden.content).toBe(`Gostei de @[private project](${target.id})`);
    expect(hidden.mentions).toEqual({});
    // The owner still reads it with its title.
    const [own] = (await call("GET", `/api/projects/${board.id}/comments`, alice)).json().comments;
    expect(own.content).toBe(`Gostei de @[Campanha renomeada](${target.id})`);
    expect(own.mentions[target.id]).toEqual({ id: target.id, title: "Campanha renomeada" });
  });
});
