import { describe, expect, it } from "vitest";
import { DELETE_ALL_CONFIRMATION } from "../../shared/api/admin";
import type { Role } from "../../shared/api/me";
import { TOOL_RULES, type ToolAction } from "../policies/policy";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);
const call = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

describe("developer tools API", () => {
  it("is closed to signed-out visitors and plain users", async () => {
    const user = await make.user();
    const p = await make.project(user);
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ["GET", "/api/tools/projects"],
      ["DELETE", `/api/tools/projects/${p.id}`],
      ["POST", `/api/tools/projects/${p.id}/mark-deleted`],
      ["POST", "/api/tools/force-delete", { projectIds: [p.id] }],
      ["POST", "/api/tools/delete-all", { confirmation: DELETE_ALL_CONFIRMATION }],
      ["GET", "/api/tools/tables"],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, user.cookie, body)).statusCode).toBe(403);
    }
    expect((await call("GET", `/api/projects/${p.id}`, user.cookie)).statusCode).toBe(200);
  });

  it("lets each role use exactly what the policy's tool table grants", async () => {
    const owner = await make.user();
    const callers = {
      user: await make.user(),
      admin: await make.user("admin"),
      superadmin: await make.user("superadmin"),
    };
    for (const [role, caller] of Object.entries(callers) as [Role, TestUser][]) {
      // Fresh projects per role, so one role's deletions do not change what the next one meets.
      const p = await make.project(owner, { isPublic: true });
      const q = await make.project(owner);
      const routes: [ToolAction, Parameters<typeof call>[0], string, object?][] = [
        ["admin.view", "GET", "/api/admin/users"],
        ["admin.view", "GET", "/api/admin/sql"],
        ["tools.catalogue", "GET", "/api/tools/tables"],
        ["tools.catalogue", "GET", "/api/tools/tables/projects/columns"],
        ["tools.listAll", "GET", "/api/tools/projects"],
        ["tools.markDeleted", "POST", `/api/tools/projects/${p.id}/mark-deleted`],
        ["tools.deleteAny", "DELETE", `/api/tools/projects/${p.id}`],
        ["tools.forceDelete", "POST", "/api/tools/force-delete", { projectIds: [q.id] }],
      ];
      for (const [action, method, url, body] of routes) {
        const res = await call(method, url, caller.cookie, body);
        const want = TOOL_RULES[role][action] ? 200 : 403;
        expect({ role, url, status: res.statusCode }).toEqual({ role, url, status: want });
      }
      if (role !== "superadmin") {
        const all = await call("POST", "/api/tools/delete-all", caller.cookie, {
          confirmation: DELETE_ALL_CONFIRMATION,
        });
        expect(all.statusCode).toBe(403);
        expect(all.json().error.reason).toBe(
          TOOL_RULES.admin["tools.deleteAll"] ? "ADMIN_ONLY" : "SUPERADMIN_ONLY",
        );
        const seen = await call("GET", `/api/projects/${q.id}`, owner.cookie);
        expect(seen.statusCode).toBe(200);
      }
    }
    expect(TOOL_RULES.superadmin["tools.deleteAll"]).toBe(true);
  });

  it("lists every project, deletes one by id, refuses a source and a missing id", async () => {
    const admin = await make.user("superadmin");
    const owner = await make.user();
    const source = await make.project(owner, { blocks: 2 });
    const copy = (
      await t.app.inject({
        method: "POST",
        url: `/api/projects/${source.id}/duplicate`,
        headers: { cookie: owner.cookie },
        payload: { title: "c" },
      })
    ).json();
    const list = (await call("GET", "/api/tools/projects", admin.cookie)).json().projects;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ ownerEmail: owner.email });

    expect((await call("DELETE", `/api/tools/projects/${source.id}`, admin.cookie)).statusCode).toBe(409);
    const deleted = await call("DELETE", `/api/tools/projects/${copy.id}`, admin.cookie);
    expect(deleted.json()).toEqual({ deletedIds: [copy.id] });
    expect((await call("DELETE", `/api/tools/projects/${copy.id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/tools/projects/abc", admin.cookie)).statusCode).toBe(400);
  });

  it("force-deletes a list of ids, even sources, and returns the deleted ids", async () => {
    const admin = await make.user("superadmin");
    const owner = await make.user();
    const source = await make.project(owner, { blocks: 2 });
    const other = await make.project(owner);
    const copy = (
      await t.app.inject({
        method: "POST",
        url: `/api/projects/${source.id}/duplicate`,
        headers: { cookie: owner.cookie },
        payload: { title: "c" },
      })
    ).json();
    const missing = "00000000-0000-4000-8000-000000000000";
    const res = await call("POST", "/api/tools/force-delete", admin.cookie, {
      projectIds: [source.id, missing],
    });
    expect(res.json()).toEqual({ deletedIds: [source.id] });
    const kept = await call("GET", `/api/projects/${copy.id}`, owner.cookie);
    expect(kept.json()).toMatchObject({ sourceProjectId: null, blocksCount: 2 });
    expect((await call("GET", `/api/projects/${other.id}`, owner.cookie)).statusCode).toBe(200);

    const empty = await call("POST", "/api/tools/force-delete", admin.cookie, { projectIds: [] });
    expect(empty.statusCode).toBe(400);
    const malformed = await call("POST", "/api/tools/force-delete", admin.cookie, { projectIds: ["x"] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toMatch(/^projectIds\.0:/);
  });

  it("deletes everything only with the confirmation text", async () => {
    const admin = await make.user("superadmin");
    await make.project(admin, { blocks: 3 });
    await make.project(admin);
    const refused = await call("POST", "/api/tools/delete-all", admin.cookie, { confirmation: "sim" });
    expect(refused.statusCode).toBe(400);
    expect((await call("GET", "/api/tools/projects", admin.cookie)).json().projects).toHaveLength(2);
    const done = await call("POST", "/api/tools/delete-all", admin.cookie, {
      confirmation: DELETE_ALL_CONFIRMATION,
    });
    expect(done.json()).toEqual({ deletedCount: 2 });
    expect((await call("GET", "/api/tools/projects", admin.cookie)).json().projects).toEqual([]);
  });

  it("marks a project as deleted with a marker title and notice", async () => {
    const admin = await make.user("superadmin");
    const owner = await make.user();
    const p = await make.project(owner, { isPublic: true });
    const res = await call("POST", `/api/tools/projects/${p.id}/mark-deleted`, admin.cookie);
    expect(res.json().title).toMatch(/^\[EXCLUÍDO\] [0-9A-F]{6} \d{4}-\d{2}-\d{2}$/);
    const seen = await call("GET", `/api/projects/${p.id}`, owner.cookie);
    expect(seen.json()).toMatchObject({
      description: "Este projeto foi marcado como excluído.",
      isPublic: false,
    });
  });

  it("reads the real catalogue", async () => {
    const admin = await make.user("admin");
    const tables = (await call("GET", "/api/tools/tables", admin.cookie)).json().tables;
    expect(tables).toEqual(expect.arrayContaining(["projects", "project_blocks", "users", "profiles"]));
    const columns = (await call("GET", "/api/tools/tables/projects/columns", admin.cookie)).json();
    expect(columns.columns.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(["id", "title", "version", "is_public", "source_project_id"]),
    );
    expect((await call("GET", "/api/tools/tables/nope/columns", admin.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/tools/tables/Robert');drop/columns", admin.cookie)).statusCode).toBe(400);
  });
});
