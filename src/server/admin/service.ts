import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import type { AdminUser, SqlScript } from "../../shared/api/admin";
import type { Role } from "../../shared/api/me";
import type { CurrentUser } from "../auth/guards";
import { effectiveRole, isAdminRole, type RoleEmails, storedRole } from "../auth/roles";
import type { Db } from "../db/open";
import { personName } from "../db/person-columns";
import { profiles, projects, users } from "../db/schema";
import { forbidden, notFound } from "../errors";
import { iso } from "../projects/queries";
import { serverFile } from "../server-files";

const migrationsDir = serverFile("db/migrations");

/** Read from disk each time: these are small files and the admin page is rarely opened. */
export function adminSqlScripts(): SqlScript[] {
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map(
      (f) =>
        `-- ${f}\n${readFileSync(path.join(migrationsDir, f), "utf8").replaceAll("--> statement-breakpoint", "")}`,
    )
    .join("\n");
  return [
    {
      id: "schema",
      title: "Adicionar colunas",
      description:
        "The migrations that create every table, column, constraint and index (applied at start-up).",
      sql: migrations,
    },
    {
      id: "policies",
      title: "Políticas de acesso (RLS)",
      description: "The access rules the server enforces, as PostgreSQL row-level-security policies.",
      sql: readFileSync(serverFile("admin/sql/policies.sql"), "utf8"),
    },
    {
      id: "maintenance",
      title: "Atualizar projetos",
      description: "Maintenance: repair niches, translation flags, block positions, links and profiles.",
      sql: readFileSync(serverFile("admin/sql/maintenance.sql"), "utf8"),
    },
  ];
}

const adminUserColumns = {
  id: users.id,
  email: users.email,
  name: personName,
  role: profiles.role,
  createdAt: users.createdAt,
  projectsCount: sql<number>`(select count(*)::int from ${projects} where ${projects.userId} = ${users.id})`,
};

type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  createdAt: Date;
  projectsCount: number;
};

const toAdminUser = (row: AdminUserRow, adminEmails: RoleEmails): AdminUser => ({
  ...row,
  role: storedRole(row.role),
  isAdmin: isAdminRole(effectiveRole(row.role, row.email, adminEmails)),
  createdAt: iso(row.createdAt),
  projectsCount: Number(row.projectsCount),
});

export async function listUsers(db: Db, adminEmails: RoleEmails): Promise<AdminUser[]> {
  const rows = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .orderBy(asc(users.createdAt));
  return rows.map((row) => toAdminUser(row, adminEmails));
}

/** Admins manage user and admin roles; only a superadmin grants or takes away superadmin. */
export async function changeRole(
  db: Db,
  actor: CurrentUser,
  userId: string,
  role: Role,
  adminEmails: RoleEmails,
): Promise<AdminUser> {
  const [target] = await db
    .select(adminUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!target) throw notFound("User not found").because("USER_NOT_FOUND");
  const touchesSuperadmin = role === "superadmin" || storedRole(target.role) === "superadmin";
  if (touchesSuperadmin && actor.role !== "superadmin") {
    throw forbidden("Only a superadmin can grant or remove the superadmin role").because("SUPERADMIN_ONLY");
  }
  await db
    .insert(profiles)
    .values({ id: userId, displayName: target.name, role })
    .onConflictDoUpdate({ target: profiles.id, set: { role, updatedAt: sql`now()` } });
  return toAdminUser({ ...target, role }, adminEmails);
}
