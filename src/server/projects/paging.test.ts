import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestApp, type TestUser } from "../test/app";
import { factories } from "../test/factories";

const t = setupTestApp();
const make = factories(t);

const get = (url: string, user: TestUser) => t.app.inject({ url, headers: { cookie: user.cookie } });

/** Projects inserted in one statement; `sameInstant` gives them one updated_at so only ids order them. */
async function seed(owner: TestUser, count: number, { isPublic = false, sameInstant = false } = {}) {
  await t.database.db.execute(sql`
    insert into projects (user_id, title, niche, is_public, updated_at)
    select ${owner.id}, 'Projeto ' || g, (array['Saúde','Finanças'])[1 + g % 2], ${isPublic},
           case when ${sameInstant} then timestamptz '2026-03-01 10:00:00.123456+00'
                else timestamptz '2026-03-01 10:00:00+00' + g * interval '1 microsecond' end
    from generate_series(1, ${count}) g`);
}

/** Follows nextCursor to the end; returns every page's items. */
async function walk(url: string, key: "projects" | "activities", user: TestUser, limit: number) {
  const pages: { id: string; title?: string; content?: string; isPublic?: boolean }[][] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes("?") ? "&" : "?";
    const res = await get(`${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    pages.push(body[key]);
    cursor = body.nextCursor;
    expect(pages.length).toBeLessThan(50);
  } while (cursor);
  return pages;
}

describe("paged lists", () => {
  it("pages own projects by last update, each project once, nextCursor null on the last page", async () => {
    const owner = await make.user();
    // Microseconds apart: a cursor rounded to milliseconds would skip or repeat these.
    await seed(owner, 7);
    const pages = await walk("/api/projects", "projects", owner, 3);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    const titles = pages.flat().map((p) => p.title);
    expect(titles).toEqual([
      "Projeto 7",
      "Projeto 6",
      "Projeto 5",
      "Projeto 4",
      "Projeto 3",
      "Projeto 2",
      "Projeto 1",
    ]);
  });

  it("orders projects updated at the same instant by id, without repeats or gaps", async () => {
    const owner = await make.user();
    await seed(owner, 11, { sameInstant: true });
    const ids = (await walk("/api/projects", "projects", owner, 4)).flat().map((p) => p.id);
    expect(ids).toHaveLength(11);
    expect(new Set(ids).size).toBe(11);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it("keeps the next page stable when a project is created or updated between pages", async () => {
    const owner = await make.user();
    await seed(owner, 6);
    const first = (await get("/api/projects?limit=3", owner)).json();
    await make.project(owner, { title: "Nova" });
    const second = (await get(`/api/projects?limit=3&cursor=${first.nextCursor}`, owner)).json();
    expect(second.projects.map((p: { title: string }) => p.title)).toEqual([
      "Projeto 3",
      "Projeto 2",
      "Projeto 1",
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers 50 by default and at most 100", async () => {
    const owner = await make.user();
    await seed(owner, 120);
    const first = (await get("/api/projects", owner)).json();
    expect(first.projects).toHaveLength(50);
    expect(first.nextCursor).toEqual(expect.any(String));
    const big = (await get("/api/projects?limit=100", owner)).json();
    expect(big.projects).toHaveLength(100);
    const rest = (await get(`/api/projects?limit=100&cursor=${big.nextCursor}`, owner)).json();
    expect(rest.projects).toHaveLength(20);
    expect(rest.nextCursor).toBeNull();
  });

  it("pages within a niche filter", async () => {
    const owner = await make.user();
    await seed(owner, 9);
    const pages = await walk(`/api/projects?niche=${encodeURIComponent("Finanças")}`, "projects", owner, 2);
    // Odd numbers fall in Finanças: 9, 7, 5, 3, 1.
    expect(pages.flat().map((p) => p.title)).toEqual([
      "Projeto 9",
      "Projeto 7",
      "Projeto 5",
      "Projeto 3",
      "Projeto 1",
    ]);
  });

  it("pages the public timeline and hides private projects", async () => {
    const alice = await make.user();
    const bob = await make.user();
    await seed(alice, 5, { isPublic: true });
    await seed(alice, 3);
    const pages = await walk("/api/timeline", "projects", bob, 2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat().every((p) => p.isPublic)).toBe(true);
  });

  it("pages the activity feed, newest first, only what the viewer may see", async () => {
    const alice = await make.user();
    const bob = await make.user();
    for (let i = 1; i <= 5; i++) await make.project(alice, { title: `Alice ${i}` });
    await make.project(bob, { title: "Bob privado" });
    const pages = await walk("/api/activities", "activities", alice, 2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const titles = pages.flat().map((a) => (a as { project?: { title: string } }).project?.title);
    expect(titles).toEqual(["Alice 5", "Alice 4", "Alice 3", "Alice 2", "Alice 1"]);
  });

  it("refuses a bad limit with a 400 that names it", async () => {
    const owner = await make.user();
    for (const url of ["/api/projects", "/api/timeline", "/api/activities"]) {
      for (const limit of ["0", "101", "-1", "1.5", "abc", "", "99999"]) {
        const res = await get(`${url}?limit=${encodeURIComponent(limit)}`, owner);
        expect(res.statusCode, `${url} limit=${limit}`).toBe(400);
        expect(res.json().error.code).toBe("VALIDATION_FAILED");
        expect(res.json().error.message).toMatch(/^limit: limit must be a whole number from 1 to 100/);
      }
      const twice = await get(`${url}?limit=2&limit=3`, owner);
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error.message).toMatch(/limit/);
    }
  });

  it("refuses a bad cursor with a 400 that names it", async () => {
    const owner = await make.user();
    await seed(owner, 3);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const uuid = "00000000-0000-4000-8000-000000000000";
    const bad = [
      "not a cursor!",
      "%00",
      b64("hello"),
      b64([]),
      b64(["2026-03-01 10:00:00+00"]),
      b64(["2026-03-01 10:00:00+00", "not-a-uuid"]),
      b64(["yesterday", uuid]),
      b64(["2026-13-45 10:00:00+00", uuid]),
      b64(["2026-03-01 10:00:00+00", uuid, "extra"]),
      b64({ at: "2026-03-01 10:00:00+00", id: uuid }),
      "x".repeat(500),
    ];
    for (const url of ["/api/projects", "/api/timeline", "/api/activities"]) {
      for (const cursor of bad) {
        const res = await get(`${url}?cursor=${encodeURIComponent(cursor)}`, owner);
        expect(res.statusCode, `${url} cursor=${cursor}`).toBe(400);
        expect(res.json().error.message).toMatch(/cursor/);
      }
      const empty = await get(`${url}?cursor=`, owner);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toMatch(/cursor/);
    }
    // A well-formed cursor past every row is simply an empty last page.
    const past = await get(`/api/projects?cursor=${b64(["1999-01-01 00:00:00+00", uuid])}`, owner);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ projects: [], nextCursor: null });
  });
});
