import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Block, BlockInput, BlockListResponse } from "../../shared/api/blocks";
import { recordActivity } from "../activities/service";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { type BlockMetadata, projectActivities, projectBlocks, projects } from "../db/schema";
import { AppError } from "../errors";
import { findEditable, findReadable } from "../projects/access";

type BlockRow = typeof projectBlocks.$inferSelect;

/** Autosaves every few seconds must not flood the feed: one 'updated' per project per window. */
const UPDATED_ACTIVITY_WINDOW = "10 minutes";

export const STALE_VERSION =
  "This project was changed somewhere else (another tab or device) since you loaded it. Reload it, or save again to keep your version.";

/** An open transaction of the app's database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Inside a transaction: moves the project from `baseVersion` to the next version (with any other
 * project changes), or refuses with 409 when another save got there first. Every write to a
 * project's blocks goes through here, which is what makes a stale tab unable to overwrite.
 */
export async function claimNextVersion(
  tx: Tx,
  projectId: string,
  baseVersion: number,
  changes: Partial<typeof projects.$inferInsert> = {},
) {
  const [bumped] = await tx
    .update(projects)
    .set({ ...changes, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), eq(projects.version, baseVersion)))
    .returning({ version: projects.version, title: projects.title });
  if (!bumped) throw new AppError(409, "CONFLICT", STALE_VERSION);
  return bumped;
}

export function toApiBlock(row: BlockRow): Block {
  const meta = row.metadata;
  return {
    id: row.id,
    type: row.type,
    originalText: row.originalText,
    translation: row.translation,
    expansion: row.expansion,
    ...(meta.confidence !== undefined ? { confidence: meta.confidence } : {}),
    ...(meta.alternativeTypes ? { alternativeTypes: meta.alternativeTypes } : {}),
    ...(meta.translationFailed ? { translationFailed: true } : {}),
    ...(meta.translationSource ? { translationSource: meta.translationSource } : {}),
  };
}

export async function listBlocks(db: Db, viewer: CurrentUser, projectId: string): Promise<BlockListResponse> {
  const project = await findReadable(db, viewer, projectId);
  const rows = await db
    .select()
    .from(projectBlocks)
    .where(eq(projectBlocks.projectId, projectId))
    .orderBy(asc(projectBlocks.position));
  return { version: project.version, blocks: rows.map(toApiBlock) };
}

export function metadataOf(block: BlockInput): BlockMetadata {
  const meta: BlockMetadata = {};
  if (block.confidence !== undefined) meta.confidence = block.confidence;
  if (block.alternativeTypes) meta.alternativeTypes = block.alternativeTypes;
  if (block.translationFailed) meta.translationFailed = true;
  if (block.translationSource) meta.translationSource = block.translationSource;
  return meta;
}

/**
 * Replaces the project's whole block list in one transaction, guarded by the version the client
 * started from: a stale version is refused with 409 and nothing changes. Block ids the project
 * already had are kept; new or foreign ids get fresh ones (the answer carries the final ids).
 */
export async function saveBlocks(
  db: Db,
  viewer: CurrentUser,
  projectId: string,
  baseVersion: number,
  blocks: BlockInput[],
): Promise<BlockListResponse> {
  await findEditable(db, viewer, projectId);
  return db.transaction(async (tx) => {
    const bumped = await claimNextVersion(tx, projectId, baseVersion);

    const existing = await tx
      .delete(projectBlocks)
      .where(eq(projectBlocks.projectId, projectId))
      .returning({ id: projectBlocks.id });
    const reusable = new Set(existing.map((r) => r.id));

    const rows = blocks.map((block, position) => {
      const keep = block.id !== undefined && reusable.delete(block.id);
      return {
        id: keep ? block.id! : randomUUID(),
        projectId,
        position,
        type: block.type,
        originalText: block.originalText,
        translation: block.translation ?? null,
        expansion: block.expansion,
        metadata: metadataOf(block),
      };
    });
    // One multi-row INSERT per chunk; 8 parameters a row stays far below PostgreSQL's 65,535.
    const saved: BlockRow[] = [];
    for (let i = 0; i < rows.length; i += 5_000) {
      saved.push(
        ...(await tx
          .insert(projectBlocks)
          .values(rows.slice(i, i + 5_000))
          .returning()),
      );
    }

    const [recent] = await tx
      .select({ id: projectActivities.id })
      .from(projectActivities)
      .where(
        and(
          eq(projectActivities.projectId, projectId),
          eq(projectActivities.userId, viewer.id),
          eq(projectActivities.actionType, "updated"),
          sql`${projectActivities.createdAt} > now() - ${UPDATED_ACTIVITY_WINDOW}::interval`,
        ),
      )
      .orderBy(desc(projectActivities.createdAt))
      .limit(1);
    if (!recent) {
      await recordActivity(tx, {
        projectId,
        userId: viewer.id,
        actionType: "updated",
        content: bumped.title,
      });
    }

    saved.sort((a, b) => a.position - b.position);
    return { version: bumped.version, blocks: saved.map(toApiBlock) };
  });
}
