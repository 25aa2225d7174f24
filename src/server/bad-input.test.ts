import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "./test/app";
import { factories } from "./test/factories";

// Property: whatever JSON arrives at any route, the answer is never a 5xx and always our error
// shape when it is an error.
const t = setupTestApp();
const make = factories(t);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

describe("any body on any route", () => {
  it("never answers 5xx", async () => {
    const owner = await make.user("admin");
    const project = await make.project(owner, { blocks: 2 });
    const routes: [Method, string][] = [
      ["POST", "/api/projects"],
      ["PATCH", `/api/projects/${project.id}`],
      ["POST", `/api/projects/${project.id}/duplicate`],
      ["PUT", `/api/projects/${project.id}/blocks`],
      ["POST", `/api/projects/${project.id}/comments`],
      ["POST", `/api/projects/${project.id}/translate`],
      ["POST", "/api/projects/import"],
      ["POST", "/api/analyze"],
      ["POST", "/api/ai/seo"],
      ["POST", "/api/ai/performance"],
      ["PATCH", "/api/me"],
      ["PATCH", `/api/admin/users/${owner.id}`],
      ["POST", "/api/tools/force-delete"],
      ["POST", "/api/tools/delete-all"],
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/sign-in/email"],
    ];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.jsonValue({ maxDepth: 3 }),
        async ([method, url], body) => {
          const res = await t.app.inject({
            method,
            url,
            headers: { cookie: owner.cookie, "content-type": "application/json" },
            payload: JSON.stringify(body),
          });
          if (res.statusCode >= 500)
            failures.push(`${method} ${url} ${JSON.stringify(body)} -> ${res.statusCode}`);
          if (res.statusCode >= 400) expect(res.json().error.message).toEqual(expect.any(String));
        },
      ),
      { numRuns: 300 },
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it("never answers 5xx for odd path segments", async () => {
    const owner = await make.user();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (segment) => {
        const url = `/api/projects/${encodeURIComponent(segment)}`;
        const res = await t.app.inject({ url, headers: { cookie: owner.cookie } });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
