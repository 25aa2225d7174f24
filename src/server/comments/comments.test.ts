import { describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH } from "../../shared/limits";
import { formatMention } from "../../shared/mentions";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

const post = (projectId: string, cookie: string, content: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/projects/${projectId}/comments`,
    headers: { cookie },
    payload: { content },
  });
const list = async (projectId: string, cookie: string) =>
  (await t.app.inject({ url: `/api/projects/${projectId}/comments`, headers: { cookie } })).json().comments;

describe("comments", () => {
  it("posts with a mention, extracts the referenced id, lists newest first with titles", async () => {
    const alice = await make.user();
    const project = await make.project(alice, { title: "VSL Emagrecimento" });
    const other = await make.project(alice, { title: "VSL Dívidas" });
    const first = await post(project.id, alice.cookie, "Primeiro comentário");
    expect(first.statusCode).toBe(201);
    const second = await post(
      project.id,
      alice.cookie,
      `Compare com ${formatMention("VSL Dívidas", other.id)} ok?`,
    );
    expect(second.json()).toMatchObject({
      referencedProjects: [other.id],
      author: { id: alice.id, name: alice.name },
      mentions: { [other.id]: { id: other.id, title: "VSL Dívidas" } },
    });
    expect(first.json().referencedProjects).toBeNull();
    const comments = await list(project.id, alice.cookie);
    expect(comments.map((c: { content: string }) => c.content.slice(0, 7))).toEqual(["Compare", "Primeir"]);

    const feed = (await t.app.inject({ url: "/api/activities", headers: { cookie: alice.cookie } })).json()
      .activities;
    expect(feed[0]).toMatchObject({ actionType: "commented", project: { id: project.id } });
  });

  it("lets anyone who can read a public project comment, and hides private ones (404)", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const pub = await make.project(alice, { isPublic: true });
    const priv = await make.project(alice);
    expect((await post(pub.id, bob.cookie, "Ótimo gancho!")).statusCode).toBe(201);
    expect((await post(priv.id, bob.cookie, "Olá")).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/projects/${priv.id}/comments`, headers: { cookie: bob.cookie } }))
        .statusCode,
    ).toBe(404);
    const visitor = await t.app.inject({
      method: "POST",
      url: `/api/projects/${pub.id}/comments`,
      payload: { content: "x" },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("refuses empty, whitespace, over-long and non-text comments", async () => {
    const alice = await make.user();
    const p = await make.project(alice);
    for (const content of ["", "   \n ", "x".repeat(COMMENT_MAX_LENGTH + 1), 42, null]) {
      const res = await post(p.id, alice.cookie, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^content:/);
    }
    expect(await list(p.id, alice.cookie)).toEqual([]);
  });

  it("refuses mentions of someone else's private project and of a missing project", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const p = await make.project(alice, { isPublic: true });
    const bobsSecret = await make.project(bob, { title: "Segredo do Bob" });
    const leak = await post(p.id, alice.cookie, `veja ${formatMention("x", bobsSecret.id)}`);
    expect(leak.statusCode).toBe(400);
    expect(leak.json().error.message).not.toContain("Segredo");
    const forged = await post(
      p.id,
      alice.cookie,
      `veja ${formatMention("x", "00000000-0000-4000-8000-000000000000")}`,
    );
    expect(forged.statusCode).toBe(400);
    expect(await list(p.id, alice.cookie)).toEqual([]);
  });

  it("keeps HTML as plain text and stops showing a title once the project turns private", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const p = await make.project(alice, { isPublic: true });
    const bobsPublic = await make.project(bob, { title: "Projeto do Bob", isPublic: true });
    const res = await post(
      p.id,
      alice.cookie,
      `<script>alert(1)</script> ${formatMention("Projeto do Bob", bobsPublic.id)}`,
    );
    expect(res.json().content).toContain("<script>alert(1)</script>");
    await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${bobsPublic.id}`,
      headers: { cookie: bob.cookie },
      payload: { isPublic: false },
    });
    const [comment] = await list(p.id, alice.cookie);
    expect(comment.referencedProjects).toEqual([bobsPublic.id]);
    expect(comment.mentions).toEqual({});
  });

  it("suggests at most 5 visible projects for mentions, filtered and excluding the current one", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const current = await make.project(alice, { title: "VSL atual" });
    for (let i = 0; i < 6; i++) await make.project(alice, { title: `VSL ${i}` });
    await make.project(bob, { title: "VSL privada do Bob" });
    await make.project(bob, { title: "VSL pública do Bob", isPublic: true });
    const res = await t.app.inject({
      url: `/api/mentions?q=vsl&exclude=${current.id}`,
      headers: { cookie: alice.cookie },
    });
    const titles = res.json().projects.map((p: { title: string }) => p.title);
    expect(titles).toHaveLength(5);
    expect(titles).not.toContain("VSL atual");
    expect(titles).not.toContain("VSL privada do Bob");
    const bobs = await t.app.inject({ url: "/api/mentions?q=Bob", headers: { cookie: alice.cookie } });
    expect(bobs.json().projects.map((p: { title: string }) => p.title)).toEqual(["VSL pública do Bob"]);
    const wild = await t.app.inject({ url: "/api/mentions?q=%25", headers: { cookie: alice.cookie } });
    expect(wild.json().projects).toEqual([]);
    const long = await t.app.inject({
      url: `/api/mentions?q=${"a".repeat(21)}`,
      headers: { cookie: alice.cookie },
    });
    expect(long.statusCode).toBe(400);
  });
});
