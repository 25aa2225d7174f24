import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { ADMIN_EMAIL, setupTestApp, signUp } from "../test/app";

const SUPERADMIN_EMAIL = "root@example.com";
const t = setupTestApp({ env: { SUPERADMIN_EMAILS: ` ${SUPERADMIN_EMAIL.toUpperCase()} ` } });
const me = (cookie?: string) => t.app.inject({ url: "/api/me", headers: cookie ? { cookie } : {} });

describe("GET /api/me", () => {
  it("answers 401 with the error shape when signed out", async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
  });

  it("answers 401 for a forged session cookie", async () => {
    const res = await me("copyblocks.session_token=forged.value");
    expect(res.statusCode).toBe(401);
  });

  it("makes e-mails listed in ADMIN_EMAILS admins, case-insensitively", async () => {
    const admin = await signUp(t.app, { email: ADMIN_EMAIL.toUpperCase() });
    expect((await me(admin.cookie)).json()).toMatchObject({ role: "admin", isAdmin: true });
  });

  it("makes e-mails listed in SUPERADMIN_EMAILS superadmins, who may use the destructive tools", async () => {
    const superadmin = await signUp(t.app, { email: SUPERADMIN_EMAIL });
    expect((await me(superadmin.cookie)).json()).toMatchObject({ role: "superadmin", isAdmin: true });
    const tools = await t.app.inject({ url: "/api/tools/projects", headers: { cookie: superadmin.cookie } });
    expect(tools.statusCode).toBe(200);
  });

  it("reads the role from the profile; superadmin counts as admin", async () => {
    const user = await signUp(t.app);
    await t.database.db.update(profiles).set({ role: "superadmin" }).where(eq(profiles.id, user.id));
    expect((await me(user.cookie)).json()).toMatchObject({ role: "superadmin", isAdmin: true });
  });

  it("treats a user without a profile row as a plain user", async () => {
    const user = await signUp(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, user.id));
    expect((await me(user.cookie)).json()).toMatchObject({ role: "user", isAdmin: false, name: user.name });
  });

  it("refuses a role outside user/admin/superadmin at the database", async () => {
    const user = await signUp(t.app);
    await expect(
      t.database.db.update(profiles).set({ role: "owner" }).where(eq(profiles.id, user.id)),
    ).rejects.toThrow();
  });
});

describe("PATCH /api/me", () => {
  it("changes the display name and avatar", async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { name: "  Nova Pessoa ", avatarUrl: "https://example.com/a.png" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Nova Pessoa", avatarUrl: "https://example.com/a.png" });
  });

  it("refuses a blank name and a javascript: avatar, naming the field", async () => {
    const user = await signUp(t.app);
    const blank = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { name: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toMatch(/^name:/);
    const script = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { avatarUrl: "javascript:alert(1)" },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.message).toMatch(/^avatarUrl:/);
  });

  it("refuses unknown fields such as role", async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { cookie: user.cookie },
      payload: { role: "superadmin" },
    });
    expect(res.statusCode).toBe(400);
    expect((await me(user.cookie)).json().role).toBe("user");
  });
});

describe("interface language in the profile", () => {
  const patch = (cookie: string, payload: unknown) =>
    t.app.inject({ method: "PATCH", url: "/api/me", headers: { cookie }, payload: payload as object });

  it("starts as null, is saved by PATCH and read back by GET", async () => {
    const user = await signUp(t.app);
    expect((await me(user.cookie)).json().language).toBeNull();
    const res = await patch(user.cookie, { language: "pt" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: "pt", name: user.name });
    expect((await me(user.cookie)).json().language).toBe("pt");
    expect((await patch(user.cookie, { language: null })).json().language).toBeNull();
  });

  it("keeps the name when only the language changes, and the language when only the name changes", async () => {
    const user = await signUp(t.app);
    await patch(user.cookie, { name: "Ana" });
    await patch(user.cookie, { language: "en" });
    await patch(user.cookie, { name: "Ana Maria" });
    expect((await me(user.cookie)).json()).toMatchObject({ name: "Ana Maria", language: "en" });
  });

  it("refuses a language outside pt/en, naming the field", async () => {
    const user = await signUp(t.app);
    const res = await patch(user.cookie, { language: "es" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: expect.any(String),
      message: expect.stringMatching(/^language:/),
    });
  });
});
