import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { TransactionRollbackError } from "drizzle-orm/errors";
import { beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { profiles, projectActivities, projectBlocks, projectComments, projects, users } from "../db/schema";
import { type Caller as PolicyCaller, PROJECT_RULES, type Visibility } from "../policies/policy";
import { resetDatabase, testDatabase } from "../test/database";
import { canDelete, canEdit, canRead, type ProjectRow, readableBy } from "./access";

// The policy module's table against the other places the project rules are written: the row
// checks the services call, the SQL condition their queries use, and the row-level-security
// policies an administrator can install (admin/sql/policies.sql), which run here on the real
// database under a role that does not bypass them. A change to one that the others miss fails here.

type Caller = "signedOut" | "owner" | "other" | "admin" | "superadmin";
type Rights = { read: boolean; edit: boolean; delete: boolean };

const asPolicyCaller: Record<Caller, PolicyCaller> = {
  signedOut: "visitor",
  owner: "owner",
  other: "user",
  admin: "admin",
  superadmin: "superadmin",
};
const callers = Object.keys(asPolicyCaller) as Caller[];
const visibilities: Visibility[] = ["private", "public"];
const expected = Object.fromEntries(
  callers.map((caller) => {
    const rules = PROJECT_RULES[asPolicyCaller[caller]];
    const rights = (v: Visibility): Rights => ({
      read: rules.read[v],
      edit: rules.edit[v],
      delete: rules.delete[v],
    });
    return [caller, { private: rights("private"), public: rights("public") }];
  }),
) as Record<Caller, Record<Visibility, Rights>>;

const POLICIES = readFileSync(new URL("../admin/sql/policies.sql", import.meta.url), "utf8");

/** The script's statements, split at semicolons outside `$$` function bodies. */
function statements(script: string): string[] {
  const withoutComments = script.replace(/^\s*--.*$/gm, "");
  const parts = withoutComments.split("$$");
  const out: string[] = [];
  let current = "";
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(";");
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      out.push(current.trim());
      current = piece;
    }
  });
  if (current.trim()) out.push(current.trim());
  return out.filter(Boolean);
}

type World = {
  ids: Record<Exclude<Caller, "signedOut">, string>;
  projects: Record<Visibility, ProjectRow>;
};

async function seed(db: Db): Promise<World> {
  const roles = { owner: "user", other: "user", admin: "admin", superadmin: "superadmin" } as const;
  const ids = {} as World["ids"];
  for (const [name, role] of Object.entries(roles) as [keyof World["ids"], string][]) {
    const id = `rule-${name}`;
    await db.insert(users).values({ id, name, email: `${name}@rule.test` });
    await db.insert(profiles).values({ id, role });
    ids[name] = id;
  }
  const made = {} as World["projects"];
  for (const visibility of visibilities) {
    const [row] = await db
      .insert(projects)
      .values({ userId: ids.owner, title: `Projeto ${visibility}`, isPublic: visibility === "public" })
      .returning();
    await db
      .insert(projectBlocks)
      .values({ projectId: row.id, position: 0, type: "HOOK", originalText: "Texto" });
    await db.insert(projectComments).values({ projectId: row.id, userId: ids.owner, content: "Oi" });
    await db
      .insert(projectActivities)
      .values({ projectId: row.id, userId: ids.owner, actionType: "created" });
    made[visibility] = row;
  }
  return { ids, projects: made };
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe("the project read rule", () => {
  let db: Db;
  let world: World;
  const viewerOf = (caller: Caller) => (caller === "signedOut" ? null : { id: world.ids[caller] });
  const userOf = (caller: Exclude<Caller, "signedOut">): CurrentUser => ({
    id: world.ids[caller],
    email: `${caller}@rule.test`,
    name: caller,
    avatarUrl: null,
    role: caller === "admin" || caller === "superadmin" ? caller : "user",
    isAdmin: caller === "admin" || caller === "superadmin",
    language: null,
  });

  beforeAll(async () => {
    const database = await testDatabase();
    await resetDatabase(database);
    db = database.db;
    world = await seed(db);
  });

  describe("row checks and the SQL condition", () => {
    for (const caller of callers) {
      for (const visibility of visibilities) {
        it(`${caller} on a ${visibility} project`, async () => {
          const project = world.projects[visibility];
          const want = expected[caller][visibility];
          const viewer = viewerOf(caller);
          expect(canRead(viewer, project)).toBe(want.read);
          const found = await db
            .select({ id: projects.id })
            .from(projects)
            .where(and(eq(projects.id, project.id), readableBy(viewer)));
          expect(found.length === 1).toBe(want.read);
          if (caller !== "signedOut") {
            const user = userOf(caller);
            expect(canRead(user, project) && canEdit(user, project)).toBe(want.edit);
            expect(canRead(user, project) && canDelete(user, project)).toBe(want.delete);
          }
        });
      }
    }
  });

  describe("the row-level-security policies", () => {
    // Runs `probe` as `caller` under the policies inside a transaction that is always rolled
    // back, so nothing of it (policies, role, changes) outlives the test.
    async function underPolicies<T>(caller: Caller, probe: (tx: Db) => Promise<T>): Promise<T | Error> {
      let outcome: T | Error = new Error("probe did not run");
      try {
        await db.transaction(async (tx) => {
          const [{ name }] = rowsOf(
            await tx.execute(sql`select 'cb_policy_' || md5(current_database()) as name`),
          ) as { name: string }[];
          for (const statement of statements(POLICIES)) await tx.execute(sql.raw(statement));
          await tx.execute(sql.raw(`create role ${name} nologin`));
          await tx.execute(
            sql.raw(`grant select, insert, update, delete on all tables in schema public to ${name}`),
          );
          await tx.execute(sql.raw(`grant usage on all sequences in schema public to ${name}`));
          await tx.execute(sql.raw(`set local role ${name}`));
          const viewer = viewerOf(caller);
          await tx.execute(sql`select set_config('app.user_id', ${viewer?.id ?? ""}, true)`);
          try {
            outcome = await tx.transaction((sp) => probe(sp as unknown as Db));
          } catch (error) {
            outcome = error as Error;
          }
          tx.rollback();
        });
      } catch (error) {
        if (!(error instanceof TransactionRollbackError)) throw error;
      }
      return outcome;
    }

    const count = async (tx: Db, query: ReturnType<typeof sql>) =>
      Number((rowsOf(await tx.execute(query))[0] as { n: number | string }).n);

    it("splits the script into its statements", () => {
      const parts = statements(POLICIES);
      expect(parts.some((s) => s.startsWith("create policy projects_select"))).toBe(true);
      expect(parts.every((s) => !s.includes("--"))).toBe(true);
      expect(parts.filter((s) => s.includes("$$"))).toHaveLength(4);
    });

    for (const caller of callers) {
      it(`${caller}: what the policies let through matches the matrix`, async () => {
        for (const visibility of visibilities) {
          const { id } = world.projects[visibility];
          const want = expected[caller][visibility];
          const seen = await underPolicies(caller, async (tx) => ({
            project: await count(tx, sql`select count(*) as n from projects where id = ${id}`),
            blocks: await count(tx, sql`select count(*) as n from project_blocks where project_id = ${id}`),
            comments: await count(
              tx,
              sql`select count(*) as n from project_comments where project_id = ${id}`,
            ),
            activities: await count(
              tx,
              sql`select count(*) as n from project_activities where project_id = ${id}`,
            ),
          }));
          const n = want.read ? 1 : 0;
          expect(seen, `${caller} reading a ${visibility} project`).toEqual({
            project: n,
            blocks: n,
            comments: n,
            activities: n,
          });

          const updated = await underPolicies(caller, async (tx) =>
            rowsOf(await tx.execute(sql`update projects set title = 'Mudou' where id = ${id} returning id`)),
          );
          expect(Array.isArray(updated) && updated.length === 1, `${caller} editing ${visibility}`).toBe(
            want.edit,
          );

          const blockWrite = await underPolicies(caller, async (tx) =>
            rowsOf(
              await tx.execute(
                sql`update project_blocks set original_text = 'x' where project_id = ${id} returning id`,
              ),
            ),
          );
          expect(Array.isArray(blockWrite) && blockWrite.length === 1).toBe(want.edit);

          const deleted = await underPolicies(caller, async (tx) =>
            rowsOf(await tx.execute(sql`delete from projects where id = ${id} returning id`)),
          );
          expect(Array.isArray(deleted) && deleted.length === 1, `${caller} deleting ${visibility}`).toBe(
            want.delete,
          );

          // Anyone who reads a project may comment on it, as themselves only.
          const viewer = viewerOf(caller);
          const commented = await underPolicies(caller, async (tx) =>
            rowsOf(
              await tx.execute(
                sql`insert into project_comments (project_id, user_id, content) values (${id}, ${viewer?.id ?? null}, 'Olá') returning id`,
              ),
            ),
          );
          expect(Array.isArray(commented), `${caller} commenting on ${visibility}`).toBe(
            want.read && caller !== "signedOut",
          );
        }
      });
    }

    it("refuses a comment written in someone else's name", async () => {
      const { id } = world.projects.public;
      const forged = await underPolicies("other", async (tx) =>
        tx.execute(
          sql`insert into project_comments (project_id, user_id, content) values (${id}, ${world.ids.owner}, 'x')`,
        ),
      );
      expect(forged).toBeInstanceOf(Error);
      expect(String((forged as Error & { cause?: Error }).cause ?? forged)).toMatch(/row-level security/);
    });

    it("lets users change their own profile but never their role", async () => {
      const renamed = await underPolicies("other", async (tx) =>
        rowsOf(
          await tx.execute(
            sql`update profiles set display_name = 'Novo' where id = ${world.ids.other} returning id`,
          ),
        ),
      );
      expect(renamed).toHaveLength(1);
      const promoted = await underPolicies("other", async (tx) =>
        tx.execute(sql`update profiles set role = 'superadmin' where id = ${world.ids.other}`),
      );
      expect(promoted).toBeInstanceOf(Error);
      const someoneElse = await underPolicies("other", async (tx) =>
        rowsOf(
          await tx.execute(
            sql`update profiles set display_name = 'x' where id = ${world.ids.owner} returning id`,
          ),
        ),
      );
      expect(someoneElse).toHaveLength(0);
    });
  });
});
