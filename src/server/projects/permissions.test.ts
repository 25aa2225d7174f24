import { describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

// The permission matrix: every project route, for every kind of caller, on a
// private and on a public project. Private projects of others are 404, never 403.
const t = setupTestApp();
const make = factories(t);

type Caller = "signedOut" | "other" | "owner" | "admin" | "superadmin";
type Route = { name: string; method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; body?: object };

const routes: Route[] = [
  { name: "read", method: "GET", path: "" },
  { name: "blocks", method: "GET", path: "/blocks" },
  { name: "update", method: "PATCH", path: "", body: { title: "Novo título" } },
  { name: "visibility", method: "PATCH", path: "", body: { isPublic: true } },
  { name: "duplicate", method: "POST", path: "/duplicate", body: { title: "Cópia" } },
  { name: "delete", method: "DELETE", path: "" },
];

// Expected status per route for [private, public] projects.
const expected: Record<Caller, Record<string, [number, number]>> = {
  signedOut: {
    read: [401, 401],
    blocks: [401, 401],
    update: [401, 401],
    visibility: [401, 401],
    duplicate: [401, 401],
    delete: [401, 401],
  },
  other: {
    read: [404, 200],
    blocks: [404, 200],
    update: [404, 403],
    visibility: [404, 403],
    duplicate: [404, 201],
    delete: [404, 403],
  },
  owner: {
    read: [200, 200],
    blocks: [200, 200],
    update: [200, 200],
    visibility: [200, 200],
    duplicate: [201, 201],
    delete: [204, 204],
  },
  admin: {
    read: [404, 200],
    blocks: [404, 200],
    update: [404, 403],
    visibility: [404, 403],
    duplicate: [404, 201],
    delete: [404, 403],
  },
  // Owner or superadmin deletes: a superadmin deletes private projects it cannot otherwise see.
  superadmin: {
    read: [404, 200],
    blocks: [404, 200],
    update: [404, 403],
    visibility: [404, 403],
    duplicate: [404, 201],
    delete: [204, 204],
  },
};

describe("project permission matrix", () => {
  for (const caller of Object.keys(expected) as Caller[]) {
    for (const [visibility, index] of [
      ["private", 0],
      ["public", 1],
    ] as const) {
      it(`${caller} on a ${visibility} project`, async () => {
        const owner = await make.user();
        const users: Record<Caller, TestUser | null> = {
          signedOut: null,
          other: await make.user(),
          owner,
          admin: await make.user("admin"),
          superadmin: await make.user("superadmin"),
        };
        const cookie = users[caller]?.cookie;
        const results: Record<string, number> = {};
        for (const route of routes) {
          // A fresh project per route so a delete or change does not affect the next route.
          const project = await make.project(owner, { isPublic: index === 1, blocks: 1 });
          const res = await t.app.inject({
            method: route.method,
            url: `/api/projects/${project.id}${route.path}`,
            headers: cookie ? { cookie } : {},
            payload: route.body,
          });
          results[route.name] = res.statusCode;
          if (res.statusCode >= 400) expect(res.json().error.message).toEqual(expect.any(String));
        }
        const want = Object.fromEntries(Object.entries(expected[caller]).map(([k, v]) => [k, v[index]]));
        expect(results).toEqual(want);
      });
    }
  }

  it("a superadmin deletes another user's private project; a missing one stays 404", async () => {
    const owner = await make.user();
    const superadmin = await make.user("superadmin");
    const project = await make.project(owner, { title: "Privado do dono", blocks: 2 });
    const del = (id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/projects/${id}`, headers: { cookie: superadmin.cookie } });
    expect((await del(project.id)).statusCode).toBe(204);
    const gone = await t.app.inject({
      url: `/api/projects/${project.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(gone.statusCode).toBe(404);
    const missing = await del("00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
  });

  it("a forbidden change leaves the project as it was", async () => {
    const owner = await make.user();
    const other = await make.user();
    const project = await make.project(owner, { title: "Original", isPublic: true });
    await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${project.id}`,
      headers: { cookie: other.cookie },
      payload: { title: "Hacked", isPublic: false },
    });
    const after = await t.app.inject({
      url: `/api/projects/${project.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(after.json()).toMatchObject({ title: "Original", isPublic: true });
  });

  it("the list and niches are always the caller's own", async () => {
    const owner = await make.user();
    const other = await make.user();
    await make.project(owner, { isPublic: true, niche: "Nicho do dono" });
    const list = await t.app.inject({ url: "/api/projects", headers: { cookie: other.cookie } });
    expect(list.json().projects).toEqual([]);
    const niches = await t.app.inject({ url: "/api/niches", headers: { cookie: other.cookie } });
    expect(niches.json().niches).not.toContain("Nicho do dono");
    for (const url of ["/api/projects", "/api/timeline", "/api/activities", "/api/niches"]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
