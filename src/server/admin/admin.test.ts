import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);
const call = (method: "GET" | "PATCH", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe("admin panel API", () => {
  it("needs the admin role: 401 signed out, 403 for a user", async () => {
    const user = await make.user();
    for (const url of ["/api/admin/sql", "/api/admin/users"]) {
      expect((await call("GET", url)).statusCode).toBe(401);
      expect((await call("GET", url, user.cookie)).statusCode).toBe(403);
    }
  });

  it("shows the real migration SQL, the RLS policies and a maintenance script", async () => {
    const admin = await make.user("admin");
    const res = await call("GET", "/api/admin/sql", admin.cookie);
    expect(res.statusCode).toBe(200);
    const scripts = res.json().scripts as { id: string; sql: string }[];
    expect(scripts.map((s) => s.id)).toEqual(["schema", "policies", "maintenance"]);
    expect(scripts[0].sql).toContain('CREATE TABLE "projects"');
    expect(scripts[1].sql).toContain("enable row level security");
    expect(scripts[2].sql).toMatch(/update projects/i);
  });

  it("lists users and lets an admin change roles, but superadmin only by a superadmin", async () => {
    const admin = await make.user("admin");
    const superadmin = await make.user("superadmin");
    const user = await make.user();
    const list = (await call("GET", "/api/admin/users", admin.cookie)).json().users;
    expect(list.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([admin.email, superadmin.email, user.email]),
    );

    const promoted = await call("PATCH", `/api/admin/users/${user.id}`, admin.cookie, { role: "admin" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe("admin");

    const refused = await call("PATCH", `/api/admin/users/${user.id}`, admin.cookie, { role: "superadmin" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/superadmin/);
    expect(refused.json().error.reason).toBe("SUPERADMIN_ONLY");
    const demoteSuper = await call("PATCH", `/api/admin/users/${superadmin.id}`, admin.cookie, {
      role: "user",
    });
    expect(demoteSuper.statusCode).toBe(403);

    const granted = await call("PATCH", `/api/admin/users/${user.id}`, superadmin.cookie, {
      role: "superadmin",
    });
    expect(granted.json().role).toBe("superadmin");
    const me = await t.app.inject({ url: "/api/me", headers: { cookie: user.cookie } });
    expect(me.json()).toMatchObject({ role: "superadmin", isAdmin: true });
  });

  it("refuses an unknown role and an unknown user", async () => {
    const admin = await make.user("admin");
    const user = await make.user();
    const bad = await call("PATCH", `/api/admin/users/${user.id}`, admin.cookie, { role: "owner" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^role:/);
    const missing = await call("PATCH", "/api/admin/users/nobody", admin.cookie, { role: "user" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("admin users list", () => {
  it("marks e-mails from ADMIN_EMAILS as admins even with a plain profile role", async () => {
    const { ADMIN_EMAIL, signUp } = await import("../test/app");
    const configured = await signUp(t.app, { email: ADMIN_EMAIL });
    const list = (await call("GET", "/api/admin/users", configured.cookie)).json().users;
    expect(list.find((u: { email: string }) => u.email === ADMIN_EMAIL)).toMatchObject({
      role: "user",
      isAdmin: true,
    });
  });
});
