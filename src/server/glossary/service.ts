import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { type CreateGlossaryTerm, GLOSSARY_MAX_TERMS, type GlossaryTerm } from "../../shared/api/glossary";
import { mergeGlossaries } from "../../shared/glossary-check";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { glossaryTerms } from "../db/schema";
import { AppError, conflict, notFound } from "../errors";
import { canEdit, findEditable, findReadable } from "../projects/access";

type Row = typeof glossaryTerms.$inferSelect;

const toApi = (row: Row): GlossaryTerm => ({
  id: row.id,
  projectId: row.projectId,
  term: row.term,
  translations: row.translations,
  doNotTranslate: row.doNotTranslate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const TERM_NOT_FOUND = "Glossary term not found";
const duplicate = (term: string) =>
  conflict(`The glossary already has the term "${term}"`).because("GLOSSARY_DUPLICATE", { term });

/** The same term twice in one glossary breaks a unique index (PostgreSQL error 23505). */
function isUniqueViolation(error: unknown) {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === "23505";
}

/** The glossary of a scope: the user's own (projectId null) or one project's. */
const scopeOf = (userId: string, projectId: string | null) =>
  projectId
    ? eq(glossaryTerms.projectId, projectId)
    : and(eq(glossaryTerms.userId, userId), isNull(glossaryTerms.projectId));

export async function listTerms(
  db: Db,
  viewer: CurrentUser,
  projectId: string | null,
): Promise<GlossaryTerm[]> {
  const ownerId = projectId ? (await findReadable(db, viewer, projectId)).userId : viewer.id;
  return termsOf(db, ownerId, projectId);
}

/** Rows of one glossary, sorted by term. */
async function termsOf(db: Db, ownerId: string, projectId: string | null): Promise<GlossaryTerm[]> {
  const rows = await db
    .select()
    .from(glossaryTerms)
    .where(scopeOf(ownerId, projectId))
    .orderBy(asc(sql`lower(${glossaryTerms.term})`));
  return rows.map(toApi);
}

/**
 * The terms a translation of the project keeps: the project's, then its owner's own (the project's
 * rule wins on the same term). The owner's own glossary is private, so anyone else who reads the
 * project gets the project's terms only.
 */
export async function applicableTerms(
  db: Db,
  viewer: CurrentUser,
  projectId: string,
): Promise<GlossaryTerm[]> {
  const project = await findReadable(db, viewer, projectId);
  const [inProject, own] = await Promise.all([
    termsOf(db, project.userId, projectId),
    canEdit(viewer, project) ? termsOf(db, project.userId, null) : [],
  ]);
  return mergeGlossaries(inProject, own);
}

export async function createTerm(
  db: Db,
  viewer: CurrentUser,
  projectId: string | null,
  input: CreateGlossaryTerm,
): Promise<GlossaryTerm> {
  if (projectId) await findEditable(db, viewer, projectId);
  const [{ n }] = await db.select({ n: count() }).from(glossaryTerms).where(scopeOf(viewer.id, projectId));
  if (n >= GLOSSARY_MAX_TERMS) {
    throw new AppError(400, "BAD_REQUEST", `A glossary holds at most ${GLOSSARY_MAX_TERMS} terms`).because(
      "GLOSSARY_FULL",
      { max: GLOSSARY_MAX_TERMS },
    );
  }
  try {
    const [row] = await db
      .insert(glossaryTerms)
      .values({ userId: viewer.id, projectId, ...input })
      .returning();
    return toApi(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.term);
    throw error;
  }
}

/** The term if the viewer may change it: their own, or in a project they own. */
async function findOwnTerm(db: Db, viewer: CurrentUser, termId: string): Promise<Row> {
  const [row] = await db.select().from(glossaryTerms).where(eq(glossaryTerms.id, termId));
  if (!row) throw notFound(TERM_NOT_FOUND).because("TERM_NOT_FOUND");
  if (row.projectId) await findEditable(db, viewer, row.projectId);
  else if (row.userId !== viewer.id) throw notFound(TERM_NOT_FOUND).because("TERM_NOT_FOUND");
  return row;
}

export async function updateTerm(
  db: Db,
  viewer: CurrentUser,
  termId: string,
  input: CreateGlossaryTerm,
): Promise<GlossaryTerm> {
  await findOwnTerm(db, viewer, termId);
  try {
    const [row] = await db
      .update(glossaryTerms)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(glossaryTerms.id, termId))
      .returning();
    return toApi(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input.term);
    throw error;
  }
}

export async function deleteTerm(db: Db, viewer: CurrentUser, termId: string): Promise<void> {
  await findOwnTerm(db, viewer, termId);
  await db.delete(glossaryTerms).where(eq(glossaryTerms.id, termId));
}
