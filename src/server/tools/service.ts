import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { ToolProject } from "../../shared/api/admin";
import type { Db } from "../db/open";
import { projectBlocks, projects, users } from "../db/schema";
import { notFound } from "../errors";
import { signalAccessChange } from "../events/hub";
import { PROJECT_NOT_FOUND } from "../projects/access";
import { iso } from "../projects/queries";
import { changeProject, deleteProjectsById } from "../projects/service";

const toolColumns = {
  id: projects.id,
  title: projects.title,
  userId: projects.userId,
  ownerEmail: users.email,
  isPublic: projects.isPublic,
  sourceProjectId: projects.sourceProjectId,
  blocksCount: sql<number>`(select count(*)::int from ${projectBlocks} where ${projectBlocks.projectId} = ${projects.id})`,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

type ToolRow = Omit<ToolProject, "createdAt" | "updatedAt" | "ownerEmail"> & {
  ownerEmail: string | null;
  createdAt: Date;
  updatedAt: Date;
};
const toToolProject = (row: ToolRow): ToolProject => ({
  ...row,
  blocksCount: Number(row.blocksCount),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const selectToolProjects = (db: Db) =>
  db.select(toolColumns).from(projects).leftJoin(users, eq(users.id, projects.userId));

export async function listAllProjects(db: Db): Promise<ToolProject[]> {
  const rows = await selectToolProjects(db).orderBy(desc(projects.updatedAt));
  return rows.map(toToolProject);
}

/** Deletes one project by id (the normal rules: refused while copies derive from it). */
export async function deleteById(db: Db, id: string): Promise<string[]> {
  const deleted = await deleteProjectsById(db, [id]);
  if (deleted.length === 0) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
  return deleted;
}

/**
 * force_delete_projects: deletes the given projects even when others derive from them (those
 * copies are kept and simply lose their source link). Missing ids are skipped; returns what went.
 */
export const forceDelete = (db: Db, ids: string[]) => deleteProjectsById(db, ids, { force: true });

/** Empties every project table in one transaction. */
export async function deleteAll(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(projects);
    await signalAccessChange(tx, sql`select ${projects.id} as id from ${projects}`);
    // CASCADE empties every table that points at projects (blocks, comments, events, …), so a
    // table added later cannot make this fail.
    await tx.execute(sql`truncate ${projects} cascade`);
    return Number(n);
  });
}

/** Renames the project to a deleted marker (random code and date) and replaces its description. */
export async function markDeleted(db: Db, id: string): Promise<ToolProject> {
  const code = randomBytes(3).toString("hex").toUpperCase();
  const date = new Date().toISOString().slice(0, 10);
  const updated = await db.transaction((tx) =>
    changeProject(tx, id, {
      title: `[EXCLUÍDO] ${code} ${date}`,
      description: "Este projeto foi marcado como excluído.",
      isPublic: false,
    }),
  );
  if (!updated) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
  const [row] = await selectToolProjects(db).where(eq(projects.id, id));
  return toToolProject(row);
}

type Rows<T> = { rows: T[] };

export async function listTables(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  return result.rows.map((r) => r.table_name);
}

export async function listColumns(db: Db, table: string) {
  const result = (await db.execute(
    sql`select column_name, data_type, is_nullable, column_default from information_schema.columns
        where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  )) as unknown as Rows<{
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>;
  if (result.rows.length === 0)
    throw notFound(`No table named ${table}`).because("TABLE_NOT_FOUND", { table });
  return result.rows.map((r) => ({
    name: r.column_name,
    dataType: r.data_type,
    nullable: r.is_nullable === "YES",
    defaultValue: r.column_default,
  }));
}
