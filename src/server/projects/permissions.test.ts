import { describe, expect, it } from "vitest";
import {
  type Caller as PolicyCaller,
  PROJECT_RULES,
  type ProjectAction,
  type Visibility,
} from "../policies/policy";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

// The permission matrix: every project route, for every kind of caller, on a private and on a
// public project, expected as the policy module's table says. Private projects of others are
// 404, never 403.
const t = setupTestApp();
const make = factories(t);

type Caller = "signedOut" | "other" | "owner" | "admin" | "superadmin";
type Route = {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  body?: object;
  action: ProjectAction;
  success: number;
};

const routes: Route[] = [
  { name: "read", method: "GET", path: "", action: "read", success: 200 },
  { name: "blocks", method: "GET", path: "/blocks", action: "read", success: 200 },
  { name: "update", method: "PATCH", path: "", body: { title: "Novo título" }, action: "edit", success: 200 },
  { name: "visibility", method: "PATCH", path: "", body: { isPublic: true }, action: "edit", success: 200 },
  {
    name: "comment",
    method: "POST",
    path: "/comments",
    body: { content: "Oi" },
    action: "comment",
    success: 201,
  },
  {
    name: "duplicate",
    method: "POST",
    path: "/duplicate",
    body: { title: "Cópia" },
    action: "duplicate",
    success: 201,
  },
  { name: "delete", method: "DELETE", path: "", action: "delete", success: 204 },
];

const asPolicyCaller: Record<Caller, PolicyCaller> = {
  signedOut: "visitor",
  other: "user",
  owner: "owner",
  admin: "admin",
  superadmin: "superadmin",
};

/** The status a route answers as the policy has it: these routes all need an account. */
function statusFor(caller: Caller, route: Route, visibility: Visibility): number {
  if (caller === "signedOut") return 401;
  const rules = PROJECT_RULES[asPolicyCaller[caller]];
  if (!rules.read[visibility]) return 404;
  return rules[route.action][visibility] ? route.success : 403;
}

describe("project permission matrix", () => {
  for (const caller of Object.keys(asPolicyCaller) as Caller[]) {
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
        const visibility: Visibility = index === 1 ? "public" : "private";
        const want = Object.fromEntries(
          routes.map((route) => [route.name, statusFor(caller, route, visibility)]),
        );
        expect(results).toEqual(want);
      });
    }
  }

  it("a superadmin cannot see or delete another user's private project here, only through the tools", async () => {
    const owner = await make.user();
    const superadmin = await make.user("superadmin");
    const project = await make.project(owner, { title: "Privado do dono", blocks: 2 });
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${project.id}`,
      headers: { cookie: superadmin.cookie },
    });
    expect(del.statusCode).toBe(404);
    const tool = await t.app.inject({
      method: "DELETE",
      url: `/api/tools/projects/${project.id}`,
      headers: { cookie: superadmin.cookie },
    });
    expect(tool.statusCode).toBe(200);
    const gone = await t.app.inject({
      url: `/api/projects/${project.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(gone.statusCode).toBe(404);
  });

  it("a visitor without an account reads what the policy lets a visitor read, by the public link", async () => {
    const owner = await make.user();
    for (const visibility of ["private", "public"] as const) {
      const project = await make.project(owner, { isPublic: visibility === "public" });
      const res = await t.app.inject({ url: `/api/public/projects/${project.id}` });
      expect({ visibility, status: res.statusCode }).toEqual({
        visibility,
        status: PROJECT_RULES.visitor.read[visibility] ? 200 : 404,
      });
    }
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
