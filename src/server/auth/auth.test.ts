import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, profiles } from "../db/schema";
import { sessionCookie, setupTestApp, signUp } from "../test/app";

const t = setupTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("sign-up", () => {
  it("creates the user, a profile row and a session cookie", async () => {
    const res = await post("/api/auth/sign-up/email", {
      email: "Ana@Example.com",
      password: "secret123",
      name: "Ana Souza",
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const userId = res.json().user.id as string;
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ displayName: "Ana Souza", role: "user" });
  });

  it("stores an argon2id hash, never the password", async () => {
    const user = await signUp(t.app, { password: "my-secret-pw" });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(account.password).toMatch(/^\$argon2id\$/);
    expect(account.password).not.toContain("my-secret-pw");
  });

  it("refuses a malformed e-mail, naming the field", async () => {
    const res = await post("/api/auth/sign-up/email", {
      email: "not-an-email",
      password: "secret123",
      name: "A",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/email/i);
  });

  it("refuses a password shorter than 8 characters", async () => {
    const res = await post("/api/auth/sign-up/email", {
      email: "a@example.com",
      password: "12345",
      name: "A",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain("Password must be at least 8 characters");
  });

  it("refuses a missing name", async () => {
    const res = await post("/api/auth/sign-up/email", { email: "a@example.com", password: "secret123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/name/i);
  });

  it("refuses an e-mail already registered with 409", async () => {
    await signUp(t.app, { email: "taken@example.com" });
    const res = await post("/api/auth/sign-up/email", {
      email: "taken@example.com",
      password: "secret123",
      name: "B",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/already exists/i);
  });

  it("refuses a missing body and malformed JSON with 400", async () => {
    const empty = await post("/api/auth/sign-up/email", undefined);
    expect(empty.statusCode).toBe(400);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/JSON/);
  });
});

describe("sign-in and sign-out", () => {
  it("signs in with the right password and reads /api/me", async () => {
    const user = await signUp(t.app);
    const res = await post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: user.id,
      email: user.email,
      name: user.name,
      avatarUrl: null,
      role: "user",
      isAdmin: false,
      // No interface language chosen yet: the browser's languages decide.
      language: null,
    });
  });

  it("refuses a wrong password with 401 and a clear message", async () => {
    const user = await signUp(t.app);
    const res = await post("/api/auth/sign-in/email", { email: user.email, password: "wrong-password" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("Invalid email or password");
  });

  it("signs out: the cookie no longer opens /api/me", async () => {
    const user = await signUp(t.app);
    const out = await post("/api/auth/sign-out", undefined, { cookie: user.cookie });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("marks the cookie Secure when the request came over HTTPS through a trusted proxy", async () => {
    const { buildApp } = await import("../app");
    const { loadConfig } = await import("../config");
    const config = loadConfig({ LOG_LEVEL: "silent", TRUST_PROXY: "true" }, { serveWeb: false });
    const app = await buildApp({ config, database: t.database, authSecret: "x".repeat(40) });
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { "x-forwarded-proto": "https" },
        payload: { email: "secure@example.com", password: "secret123", name: "S" },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers["set-cookie"])).toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });
});

describe("sign-in rate limit", () => {
  const limited = setupTestApp({ env: { SIGN_IN_RATE_LIMIT: "3" } });

  it("answers 429 after too many attempts from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: "nobody@example.com", password: "wrong-password" },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses[4]).toBe(429);
    const last = await limited.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "nobody@example.com", password: "wrong-password" },
    });
    expect(last.json().error.code).toBe("RATE_LIMITED");
  });
});
