import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES } from "../shared/limits";
import { setupTestApp } from "./test/app";

const webRoot = mkdtempSync(path.join(tmpdir(), "copyblocks-web-"));
writeFileSync(
  path.join(webRoot, "index.html"),
  "<!doctype html><title>CopyBlocks</title><div id=root></div>",
);

const t = setupTestApp({ config: { serveWeb: true, webRoot } });

describe("HTTP basics", () => {
  it("GET /api/health answers ok once the database answers, and the AI provider's state", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    // No AI_API_KEY here: the provider is off.
    expect(res.json()).toEqual({ ok: true, ai: "off" });
  });

  it("answers an unknown /api route with a JSON 404 naming it", async () => {
    const res = await t.app.inject({ url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: "NOT_FOUND", message: "No API route GET /api/does-not-exist" });
  });

  it("answers what Fastify refuses before any route runs in the API's error shape", async () => {
    const cases: [method: "GET" | "POST" | "DELETE" | "PUT", url: string, status: number, code: string][] = [
      ["GET", "/api/projects/%ff", 400, "BAD_REQUEST"],
      ["GET", "/api/projects/%E0%A4%A", 400, "BAD_REQUEST"],
      ["GET", "/%ff", 400, "BAD_REQUEST"],
      ["GET", `/api/projects/${"a".repeat(101)}`, 414, "URI_TOO_LONG"],
      ["GET", `/api/jobs/${"a".repeat(500)}`, 414, "URI_TOO_LONG"],
      ["DELETE", "/api/health", 404, "NOT_FOUND"],
      ["PUT", "/api/projects", 404, "NOT_FOUND"],
      ["GET", "/api/nothing-here", 404, "NOT_FOUND"],
    ];
    for (const [method, url, status, code] of cases) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url.slice(0, 40)}`).toBe(status);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json(), `${method} ${url.slice(0, 40)}`).toEqual({
        error: { code, message: expect.any(String) },
      });
    }
    const long = await t.app.inject({ url: `/api/projects/${"a".repeat(101)}` });
    expect(long.json().error.message).toMatch(/longer than 100 characters/);
    const badJson = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(badJson.json()).toEqual({
      error: { code: "BAD_REQUEST", message: expect.stringMatching(/JSON/) },
    });
  });

  it("refuses an oversized body with 413", async () => {
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "x".repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses malformed JSON and a non-JSON content type", async () => {
    const malformed = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { "content-type": "application/json" },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/JSON/);
    const xml = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { "content-type": "application/xml" },
      payload: "<name/>",
    });
    expect(xml.statusCode).toBe(415);
  });

  it("refuses the NUL character, which PostgreSQL cannot store, naming the field", async () => {
    const { signUp } = await import("./test/app");
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      payload: '{"title":"a\\u0000b"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("title: text cannot contain the NUL character (\\u0000)");
    const auth = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "content-type": "application/json" },
      payload: '{"email":"nul@example.com","password":"secret123","name":"a\\u0000"}',
    });
    expect(auth.statusCode).toBe(400);
    expect(auth.json().error.message).toMatch(/^name:/);
  });

  it("refuses the NUL character in the query string and path", async () => {
    const { signUp } = await import("./test/app");
    const user = await signUp(t.app);
    for (const url of ["/api/projects?niche=a%00b", "/api/mentions?q=%00", "/api/projects/%00"]) {
      const res = await t.app.inject({ url, headers: { cookie: user.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toMatch(/NUL character/);
    }
  });

  it("drops __proto__ keys and refuses an empty JSON body", async () => {
    const { signUp } = await import("./test/app");
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      payload: '{"name":"Novo","__proto__":{"isAdmin":true}}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Novo", isAdmin: false });
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: user.cookie, "content-type": "application/json" },
      payload: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/empty/);
  });

  it("serves the web app for deep links, with security headers", async () => {
    const res = await t.app.inject({ url: "/dashboard/settings" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<div id=root>");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers a visitor's link to a missing project with the app and a 404 status", async () => {
    const res = await t.app.inject({ url: "/project/abc" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<div id=root>");
  });

  it("answers a missing asset with 404, not the app", async () => {
    const res = await t.app.inject({ url: "/assets/missing.js" });
    expect(res.statusCode).toBe(404);
  });
});
