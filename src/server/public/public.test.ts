import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

// A minimal built app so the server's page route has an index.html to fill in.
const webRoot = mkdtempSync(path.join(tmpdir(), "copyblocks-web-"));
writeFileSync(
  path.join(webRoot, "index.html"),
  `<!doctype html><html><head><meta name="description" content="default" /><title>CopyBlocks</title></head><body><div id="root"></div></body></html>`,
);

const t = setupTestApp({ config: { serveWeb: true, webRoot } });
const make = factories(t);

describe("GET /api/public/projects/:id", () => {
  it("gives a public project with its blocks to a visitor without an account", async () => {
    const owner = await make.user();
    const p = await make.project(owner, {
      title: "Carta <aberta>",
      isPublic: true,
      blocks: 2,
      description: "Uma carta",
    });
    const res = await t.app.inject({ url: `/api/public/projects/${p.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: p.id,
      title: "Carta <aberta>",
      description: "Uma carta",
      creator: { name: owner.name },
    });
    expect(body.blocks.map((b: { originalText: string }) => b.originalText)).toEqual([
      "Parágrafo 1",
      "Parágrafo 2",
    ]);
    // Nothing that identifies the owner beyond the name.
    expect(body.creator.id).toBe("");
    expect(JSON.stringify(body)).not.toContain(owner.id);
  });

  it("answers 404 for a private project and for one that does not exist, and 400 for a bad id", async () => {
    const owner = await make.user();
    const p = await make.project(owner);
    const priv = await t.app.inject({ url: `/api/public/projects/${p.id}` });
    expect(priv.statusCode).toBe(404);
    expect(priv.json().error.code).toBe("NOT_FOUND");
    const missing = await t.app.inject({ url: "/api/public/projects/00000000-0000-4000-8000-000000000000" });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ url: "/api/public/projects/not-an-id" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the page of a project's link with PUBLIC_URL", () => {
  const configured = setupTestApp({
    config: { serveWeb: true, webRoot },
    env: { PUBLIC_URL: "https://copy.example.com/" },
  });
  it("takes og:url from PUBLIC_URL, never from the Host header", async () => {
    const owner = await factories(configured).user();
    const p = await factories(configured).project(owner, { title: "Carta", isPublic: true });
    const res = await configured.app.inject({ url: `/project/${p.id}`, headers: { host: "evil.example" } });
    expect(res.body).toContain(
      `<meta property="og:url" content="https://copy.example.com/project/${p.id}" />`,
    );
    expect(res.body).not.toContain("evil.example");
  });
});

describe("the page of a project's link", () => {
  it("carries the project's title and link-preview tags, escaped", async () => {
    const owner = await make.user();
    const p = await make.project(owner, {
      title: 'Carta "A" <b>',
      isPublic: true,
      description: "Resumo & mais",
    });
    const res = await t.app.inject({ url: `/project/${p.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<title>Carta &quot;A&quot; &lt;b&gt; · CopyBlocks</title>");
    expect(res.body).toContain('<meta property="og:title" content="Carta &quot;A&quot; &lt;b&gt;" />');
    expect(res.body).toContain('<meta property="og:description" content="Resumo &amp; mais" />');
    expect(res.body).toContain('<meta name="description" content="Resumo &amp; mais" />');
    // Without PUBLIC_URL the server does not know its public address: no og:url, whatever Host says.
    expect(res.body).not.toContain("og:url");
    const forged = await t.app.inject({ url: `/project/${p.id}`, headers: { host: "evil.example" } });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain("evil.example");
    expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("is a 404 for a visitor on a private project, and the plain app for its signed-in owner", async () => {
    const owner = await make.user();
    const p = await make.project(owner, { title: "Segredo" });
    const visitor = await t.app.inject({ url: `/project/${p.id}` });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain("Segredo");
    expect(visitor.body).toContain('<div id="root">');
    const mine = await t.app.inject({ url: `/project/${p.id}`, headers: { cookie: owner.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain("<title>CopyBlocks</title>");
  });
});
