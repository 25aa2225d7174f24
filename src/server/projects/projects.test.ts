import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe("projects", () => {
  it("creates a project, lists it with block count and creator in one list", async () => {
    const owner = await make.user();
    const created = await call("POST", "/api/projects", owner.cookie, {
      title: "  Minha VSL ",
      niche: "Saúde",
      description: "Uma descrição",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: "Minha VSL",
      niche: "Saúde",
      isPublic: false,
      blocksCount: 0,
      derivedCount: 0,
      source: null,
      creator: { id: owner.id, name: owner.name },
      permissions: { canEdit: true, canDelete: true },
    });
    await make.project(owner, { title: "Outro", blocks: 3, niche: "Finanças" });
    const list = await call("GET", "/api/projects", owner.cookie);
    expect(
      list.json().projects.map((p: { title: string; blocksCount: number }) => [p.title, p.blocksCount]),
    ).toEqual([
      ["Outro", 3],
      ["Minha VSL", 0],
    ]);
    const filtered = await call("GET", `/api/projects?niche=${encodeURIComponent("Finanças")}`, owner.cookie);
    expect(filtered.json().projects).toHaveLength(1);
  });

  it("defaults the niche to 'Sem nicho' and refuses empty titles and over-long niches", async () => {
    const owner = await make.user();
    const ok = await call("POST", "/api/projects", owner.cookie, { title: "Sem nicho aqui" });
    expect(ok.json().niche).toBe("Sem nicho");
    const blank = await call("POST", "/api/projects", owner.cookie, { title: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe("title: Title cannot be empty");
    const longNiche = await call("POST", "/api/projects", owner.cookie, {
      title: "x",
      niche: "n".repeat(61),
    });
    expect(longNiche.statusCode).toBe(400);
    expect(longNiche.json().error.message).toMatch(/^niche:/);
    const missing = await call("POST", "/api/projects", owner.cookie, {});
    expect(missing.statusCode).toBe(400);
  });

  it("answers a malformed id with 400 and an unknown one with 404", async () => {
    const owner = await make.user();
    const malformed = await call("GET", "/api/projects/not-a-uuid", owner.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/^id:/);
    const unknown = await call("GET", "/api/projects/00000000-0000-4000-8000-000000000000", owner.cookie);
    expect(unknown.statusCode).toBe(404);
  });

  it("duplicates a visible project with all its blocks; the copy is private and points at its source", async () => {
    const owner = await make.user();
    const other = await make.user();
    const source = await make.project(owner, {
      title: "Fonte",
      blocks: 4,
      isPublic: true,
      niche: "Educação",
    });
    const res = await call("POST", `/api/projects/${source.id}/duplicate`, other.cookie, { title: "Cópia" });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({
      title: "Cópia",
      niche: "Educação",
      isPublic: false,
      sourceProjectId: source.id,
      blocksCount: 4,
      userId: other.id,
      source: { id: source.id, title: "Fonte" },
    });
    const blocks = await call("GET", `/api/projects/${copy.id}/blocks`, other.cookie);
    expect(blocks.json().blocks.map((b: { originalText: string }) => b.originalText)).toEqual([
      "Parágrafo 1",
      "Parágrafo 2",
      "Parágrafo 3",
      "Parágrafo 4",
    ]);
    const sourceDetail = await call("GET", `/api/projects/${source.id}`, owner.cookie);
    expect(sourceDetail.json().derivedCount).toBe(1);
  });

  it("refuses to duplicate a missing or private source, and a blank title", async () => {
    const owner = await make.user();
    const other = await make.user();
    const privateProject = await make.project(owner);
    expect(
      (await call("POST", `/api/projects/${privateProject.id}/duplicate`, other.cookie, { title: "x" }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call("POST", "/api/projects/00000000-0000-4000-8000-000000000000/duplicate", other.cookie, {
          title: "x",
        })
      ).statusCode,
    ).toBe(404);
    const blank = await call("POST", `/api/projects/${privateProject.id}/duplicate`, owner.cookie, {
      title: "",
    });
    expect(blank.statusCode).toBe(400);
  });

  it("refuses to delete a source of other projects with 409, then deletes the copy and everything of it", async () => {
    const owner = await make.user();
    const source = await make.project(owner, { blocks: 2 });
    const copy = (
      await call("POST", `/api/projects/${source.id}/duplicate`, owner.cookie, { title: "c" })
    ).json();
    const refused = await call("DELETE", `/api/projects/${source.id}`, owner.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "Cannot delete project: it is used as a source for other projects",
    );
    // The stable reason lets the web app say it in the reader's language.
    expect(refused.json().error).toMatchObject({ code: "CONFLICT", reason: "SOURCE_IN_USE" });
    expect((await call("DELETE", `/api/projects/${copy.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call("GET", `/api/projects/${copy.id}`, owner.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/projects/${source.id}`, owner.cookie)).statusCode).toBe(204);
    const activities = await call("GET", "/api/activities", owner.cookie);
    expect(activities.json().activities).toEqual([]);
  });

  it("records activities and shows each viewer only what they may see", async () => {
    const alice = await make.user();
    const bob = await make.user();
    const secret = await make.project(alice, { title: "Segredo" });
    const shared = await make.project(alice, { title: "Compartilhado", isPublic: true });
    const aliceFeed = (await call("GET", "/api/activities", alice.cookie)).json().activities;
    expect(
      aliceFeed.map((a: { actionType: string; project: { title: string } }) => [
        a.actionType,
        a.project.title,
      ]),
    ).toEqual([
      ["updated", "Compartilhado"],
      ["created", "Compartilhado"],
      ["created", "Segredo"],
    ]);
    const bobFeed = (await call("GET", "/api/activities", bob.cookie)).json().activities;
    expect(bobFeed.every((a: { project: { id: string } }) => a.project.id === shared.id)).toBe(true);
    expect(bobFeed.some((a: { project: { id: string } }) => a.project.id === secret.id)).toBe(false);
  });

  it("lists the timeline of public projects, newest first, and niches with custom ones", async () => {
    const alice = await make.user();
    const bob = await make.user();
    await make.project(alice, { title: "Privado" });
    await make.project(alice, { title: "Público A", isPublic: true, niche: "Cripto" });
    await make.project(bob, { title: "Público B", isPublic: true });
    const timeline = (await call("GET", "/api/timeline", bob.cookie)).json().projects;
    expect(timeline.map((p: { title: string }) => p.title)).toEqual(["Público B", "Público A"]);
    expect(timeline[1].creator.name).toBe(alice.name);
    const niches = (await call("GET", "/api/niches", alice.cookie)).json().niches;
    expect(niches).toEqual([
      "Saúde",
      "Finanças",
      "Relacionamentos",
      "E-commerce",
      "Educação",
      "Outro",
      "Cripto",
      "Sem nicho",
    ]);
  });
});

describe("project cards", () => {
  it("show the first 120 characters of the content when there is no description", async () => {
    const owner = await make.user();
    const content = "Parágrafo de abertura da carta. ".repeat(10);
    const res = await call("POST", "/api/projects", owner.cookie, { title: "Com conteúdo", content });
    expect(res.json().description).toBeNull();
    const [card] = (await call("GET", "/api/projects", owner.cookie)).json().projects;
    expect(card.description).toBe(content.slice(0, 120));
  });
});

describe("POST /api/projects/import", () => {
  const doc = (overrides: object = {}) => ({
    format: "copyblocks.project",
    version: 1,
    exportedAt: "2026-11-21T10:00:00.000Z",
    project: { title: "VSL importada", description: "Descrição", niche: "Saúde" },
    blocks: [
      { type: "HOOK", originalText: "Gancho", translation: "Hook", expansion: "Gancho expandido" },
      { type: "CALL_TO_ACTION", originalText: "Clique", translation: null, expansion: "" },
    ],
    ...overrides,
  });

  it("creates a private project with the same blocks from a JSON export", async () => {
    const owner = await make.user();
    const res = await call("POST", "/api/projects/import", owner.cookie, doc());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: "VSL importada",
      niche: "Saúde",
      isPublic: false,
      blocksCount: 2,
      hasTranslation: true,
    });
    const blocks = (await call("GET", `/api/projects/${res.json().id}/blocks`, owner.cookie)).json().blocks;
    expect(blocks).toMatchObject([
      { type: "HOOK", originalText: "Gancho", translation: "Hook", expansion: "Gancho expandido" },
      { type: "CALL_TO_ACTION", originalText: "Clique", translation: null, expansion: "" },
    ]);
  });

  it("refuses malformed and foreign documents, naming the problem, and creates nothing", async () => {
    const owner = await make.user();
    const cases: [object, RegExp][] = [
      [doc({ format: "something-else" }), /^format:/],
      [doc({ version: 2 }), /^version:/],
      [doc({ blocks: [{ type: "", originalText: "x" }] }), /^blocks\.0\.type:/],
      [doc({ blocks: "nope" }), /^blocks:/],
      [{ hello: "world" }, /format/],
    ];
    for (const [payload, message] of cases) {
      const res = await call("POST", "/api/projects/import", owner.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      payload: '{"format": "copyblocks.project", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call("GET", "/api/projects", owner.cookie)).json().projects).toEqual([]);
  });

  it("refuses an oversized file with 413", async () => {
    const owner = await make.user();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      payload: JSON.stringify(doc({ padding: "x".repeat(23_000_000) })),
    });
    expect(res.statusCode).toBe(413);
  });
});
