import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { setupTestApp, signUp } from "../test/app";

// One set of profile rules: better-auth's own routes cannot write a name or an image that
// PATCH /api/me would refuse.
const t = setupTestApp();

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { origin: "http://localhost", ...(cookie ? { cookie } : {}) },
  });
const me = async (cookie: string) => (await t.app.inject({ url: "/api/me", headers: { cookie } })).json();

describe("better-auth's built-in profile writes", () => {
  it("update-user is closed: neither a javascript: image nor an endless name gets stored", async () => {
    const user = await signUp(t.app);
    for (const body of [{ image: "javascript:alert(document.cookie)" }, { name: "N".repeat(5000) }]) {
      const res = await post("/api/auth/update-user", body, user.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("NOT_FOUND");
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.image).toBeNull();
    expect(row.name).toBe(user.name);
    expect(await me(user.cookie)).toMatchObject({ name: user.name, avatarUrl: null });
  });

  it("the other built-in writers of what /api/me shows are closed too", async () => {
    const user = await signUp(t.app);
    for (const [url, body] of [
      ["/api/auth/change-email", { newEmail: "new@example.com" }],
      ["/api/auth/update-session", {}],
      ["/api/auth/delete-user", {}],
    ] as const) {
      expect((await post(url, body, user.cookie)).statusCode).toBe(404);
    }
    expect((await me(user.cookie)).email).toBe(user.email);
  });

  it("sign-up refuses an image /api/me would refuse, and keeps an http(s) one", async () => {
    const bad = await post("/api/auth/sign-up/email", {
      email: "img@example.com",
      password: "segredo123",
      name: "Imagem",
      image: "javascript:alert(1)",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("image: Avatar URL must be an http(s) URL");
    expect(await t.database.db.select().from(users).where(eq(users.email, "img@example.com"))).toEqual([]);

    const good = await post("/api/auth/sign-up/email", {
      email: "img2@example.com",
      password: "segredo123",
      name: "Imagem",
      image: "https://example.com/a.png",
    });
    expect(good.statusCode).toBe(200);
    const cookie = String(good.headers["set-cookie"]).split(";")[0];
    expect((await me(cookie)).avatarUrl).toBe("https://example.com/a.png");
  });

  it("an image stored before these rules is not served as the avatar", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(users).set({ image: "javascript:alert(1)" }).where(eq(users.id, user.id));
    expect((await me(user.cookie)).avatarUrl).toBeNull();
  });
});
