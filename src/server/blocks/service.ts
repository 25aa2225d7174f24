import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type {
  BlockConflict,
  BlockInput,
  BlockListResponse,
  PatchBlocksRequest,
  PatchBlocksResponse,
} from "../../shared/api/blocks";
import { mergeOrder } from "../../shared/history/merge-order";
import { recordActivity } from "../activities/service";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { blockRevisions, projectActivities, projects, projectVersions } from "../db/schema";
import { AppError, notFound } from "../errors";
import { findEditable, findReadable, PROJECT_NOT_FOUND } from "../projects/access";
import {
  type CurrentBlock,
  idSet,
  idsInUse,
  loadCurrent,
  type StoredBlock,
  sameContent,
  storedFromInput,
  type Tx,
  toApiBlock,
  writeVersion,
} from "./store";

export { metadataOf, type Tx, toApiBlock } from "./store";

/** Autosaves every few seconds must not flood the feed: one 'updated' per project per window. */
const UPDATED_ACTIVITY_WINDOW = "10 minutes";

export const STALE_VERSION =
  "This project was changed somewhere else (another tab or device) since you loaded it. Reload it, or save again to keep your version.";

export type SaveOptions = {
  /** Plain edits by one writer within this many seconds share a history entry. */
  foldSeconds: number;
  /** Why the save was made, for the history (null for plain edits). */
  label?: string | null;
};

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
    .returning({
      version: projects.version,
      title: projects.title,
      translationLanguage: projects.translationLanguage,
    });
  if (!bumped) {
    // Deleted meanwhile (the row is gone, not moved on): 404, as for any deleted project.
    const [exists] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!exists) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
    throw new AppError(409, "CONFLICT", STALE_VERSION).because("STALE_VERSION");
  }
  return bumped;
}

export async function listBlocks(db: Db, viewer: CurrentUser, projectId: string): Promise<BlockListResponse> {
  const project = await findReadable(db, viewer, projectId);
  const rows = await loadCurrent(db, projectId);
  return { version: project.version, blocks: rows.map(toApiBlock) };
}

/** One 'updated' activity per writer and project per window, so autosaves do not flood the feed. */
export async function noteUpdated(tx: Tx, projectId: string, userId: string) {
  const [recent] = await tx
    .select({ id: projectActivities.id })
    .from(projectActivities)
    .where(
      and(
        eq(projectActivities.projectId, projectId),
        eq(projectActivities.userId, userId),
        eq(projectActivities.actionType, "updated"),
        sql`${projectActivities.createdAt} > now() - ${UPDATED_ACTIVITY_WINDOW}::interval`,
      ),
    )
    .orderBy(desc(projectActivities.createdAt))
    .limit(1);
  if (!recent) await recordActivity(tx, { projectId, userId, actionType: "updated" });
}

/**
 * Inside a transaction that claimed `version`: writes the new list (only what differs from
 * `before`), records the history entry and the activity, and answers the saved list.
 */
export async function commitBlocks(
  tx: Tx,
  args: {
    projectId: string;
    version: number;
    author: string;
    before: readonly CurrentBlock[];
    after: readonly StoredBlock[];
    options: SaveOptions;
    /** False for writes the activity feed does not show (translations). */
    activity?: boolean;
  },
): Promise<BlockListResponse> {
  await writeVersion(tx, {
    projectId: args.projectId,
    version: args.version,
    authorId: args.author,
    label: args.options.label ?? null,
    before: args.before,
    after: args.after,
    foldSeconds: args.options.foldSeconds,
  });
  if (args.activity !== false) await noteUpdated(tx, args.projectId, args.author);
  return { version: args.version, blocks: args.after.map(toApiBlock) };
}

type Claimed = Awaited<ReturnType<typeof claimNextVersion>>;

/**
 * A whole-list save inside a transaction: claims the version after `baseVersion` (409 when
 * stale, with any project `changes`), lets `change` turn the current blocks into the new list,
 * and commits it as that version.
 */
export async function saveNextVersion(
  tx: Tx,
  args: {
    projectId: string;
    baseVersion: number;
    author: string;
    options: SaveOptions;
    activity?: boolean;
    changes?: Partial<typeof projects.$inferInsert>;
  },
  change: (before: CurrentBlock[], claimed: Claimed) => Promise<StoredBlock[]> | StoredBlock[],
): Promise<BlockListResponse> {
  const claimed = await claimNextVersion(tx, args.projectId, args.baseVersion, args.changes);
  const before = await loadCurrent(tx, args.projectId);
  const after = await change(before, claimed);
  return commitBlocks(tx, { ...args, version: claimed.version, before, after });
}

/**
 * Replaces the project's whole block list in one transaction, guarded by the version the client
 * started from: a stale version is refused with 409 and nothing changes. Block ids the project
 * already has are kept; new or foreign ids get fresh ones (the answer carries the final ids).
 * Only inserted, changed, moved and removed rows are written.
 */
export async function saveBlocks(
  db: Db,
  viewer: CurrentUser,
  projectId: string,
  baseVersion: number,
  blocks: BlockInput[],
  options: SaveOptions,
): Promise<BlockListResponse> {
  await findEditable(db, viewer, projectId);
  return db.transaction((tx) =>
    saveNextVersion(tx, { projectId, baseVersion, author: viewer.id, options }, (before, claimed) => {
      const known = new Map(before.map((b) => [b.id, b]));
      const used = new Set<string>();
      return blocks.map((block) => {
        const keep = block.id !== undefined && known.has(block.id) && !used.has(block.id);
        const id = keep ? block.id! : randomUUID();
        used.add(id);
        return storedFromInput(id, block, known.get(id), claimed.translationLanguage);
      });
    }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CONFLICT_MESSAGE =
  "Someone else changed the same blocks since you loaded this project. Choose which text to keep for each of them.";
const ORDER_CONFLICT_MESSAGE =
  "Someone else reordered the blocks differently since you loaded this project. Reload it to see their order.";

/**
 * Saves only what changed since `baseVersion`. When the project moved on meanwhile, the save is
 * merged as long as none of the blocks it touches changed since that version (the other writer's
 * blocks stay as they saved them); a block both sides changed is a 409 whose details carry the
 * other side's text, so the writer can pick or merge.
 */
export async function patchBlocks(
  db: Db,
  viewer: CurrentUser,
  projectId: string,
  request: PatchBlocksRequest,
  options: SaveOptions,
): Promise<PatchBlocksResponse> {
  await findEditable(db, viewer, projectId);
  return db.transaction(async (tx) => {
    // The row lock makes concurrent saves of one project take turns, so each merges onto the last.
    const [project] = await tx
      .select({ version: projects.version, translationLanguage: projects.translationLanguage })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!project) throw notFound(PROJECT_NOT_FOUND).because("PROJECT_NOT_FOUND");
    const { baseVersion } = request;
    if (baseVersion > project.version) {
      throw new AppError(
        409,
        "CONFLICT",
        `baseVersion ${baseVersion} is newer than the project (${project.version})`,
      );
    }
    const before = await loadCurrent(tx, projectId);
    const current = new Map(before.map((b) => [b.id, b]));
    const lang = project.translationLanguage;

    // Saved ids for the blocks sent: known ids stay; a new block keeps its id when it is a UUID
    // no other project uses (a block brought back by undo), else it gets a fresh one.
    const ids: Record<string, string> = {};
    const candidates = request.upsert
      .map((b) => b.id)
      .filter((id): id is string => id !== undefined && !current.has(id) && UUID.test(id));
    const taken = await idsInUse(tx, candidates);
    const upserts = new Map<string, StoredBlock>();
    for (const input of request.upsert) {
      let id = input.id;
      if (id === undefined || upserts.has(id) || (!current.has(id) && (!UUID.test(id) || taken.has(id)))) {
        const fresh = randomUUID();
        if (input.id !== undefined) ids[input.id] = fresh;
        id = fresh;
      } else if (!current.has(id)) {
        ids[id] = id;
      }
      upserts.set(id, storedFromInput(id, input, current.get(id), lang));
    }
    const removals = new Set(request.remove.filter((id) => !upserts.has(id)));

    if (baseVersion < project.version) {
      await checkConflicts(tx, projectId, baseVersion, upserts, removals, current);
    }

    // The new order: the client's when it sent one (merged with the other writer's when both
    // moved on), else the current one with new blocks at the end.
    const survivors = before.map((b) => b.id).filter((id) => !removals.has(id));
    let order: string[];
    if (request.order) {
      const sent = request.order.map((id) => ids[id] ?? id);
      let merged: string[] | null = sent;
      if (baseVersion < project.version) {
        const baseOrder = await orderAt(tx, projectId, baseVersion);
        merged = baseOrder ? mergeOrder(baseOrder, survivors, sent) : sent;
        if (!merged)
          throw new AppError(409, "CONFLICT", ORDER_CONFLICT_MESSAGE, { conflicts: [] }).because(
            "ORDER_CONFLICT",
          );
      }
      order = merged;
    } else {
      order = survivors;
    }
    const finalIds = new Set([...survivors, ...upserts.keys()]);
    const seen = new Set<string>();
    const list: string[] = [];
    for (const id of [...order, ...survivors, ...upserts.keys()]) {
      if (finalIds.has(id) && !seen.has(id)) {
        seen.add(id);
        list.push(id);
      }
    }
    const after = list.map((id) => upserts.get(id) ?? current.get(id)!);

    const { version } = await claimNextVersion(tx, projectId, project.version);
    const saved = await commitBlocks(tx, { projectId, version, author: viewer.id, before, after, options });
    return { ...saved, ids };
  });
}

/** Refuses the save when a block it touches was changed by someone else after `baseVersion`. */
async function checkConflicts(
  tx: Tx,
  projectId: string,
  baseVersion: number,
  upserts: Map<string, StoredBlock>,
  removals: Set<string>,
  current: Map<string, StoredBlock>,
) {
  const touched = [...upserts.keys(), ...removals];
  if (touched.length === 0) return;
  const rows = await tx
    .selectDistinct({ id: blockRevisions.blockId })
    .from(blockRevisions)
    .where(
      sql`${blockRevisions.projectId} = ${projectId} and ${blockRevisions.version} > ${baseVersion}
        and ${blockRevisions.blockId} in (${idSet(touched)})`,
    );
  // A block removed since then has no revision: it was in that version's order and is gone now.
  const changedIds = new Set(rows.map((r) => r.id));
  const baseOrder = new Set((await orderAt(tx, projectId, baseVersion)) ?? []);
  for (const id of touched) if (baseOrder.has(id) && !current.has(id)) changedIds.add(id);
  const conflicts: BlockConflict[] = [];
  for (const id of changedIds) {
    const theirs = current.get(id);
    const ours = upserts.get(id);
    // Both sides reaching the same result (a retried save, the same removal) is no conflict.
    if (ours ? theirs && sameContent(theirs, ours) : !theirs) continue;
    conflicts.push({ id, theirs: theirs ? toApiBlock(theirs) : null });
  }
  if (conflicts.length > 0)
    throw new AppError(409, "CONFLICT", CONFLICT_MESSAGE, { conflicts }).because("BLOCKS_CONFLICT");
}

/** The block order the project had at `version` (null when its history does not reach back). */
export async function orderAt(runner: Pick<Db, "select">, projectId: string, version: number) {
  const [row] = await runner
    .select({ order: projectVersions.blockOrder })
    .from(projectVersions)
    .where(
      sql`${projectVersions.projectId} = ${projectId} and ${projectVersions.version} <= ${version}
        and ${projectVersions.blockOrder} is not null`,
    )
    .orderBy(desc(projectVersions.version))
    .limit(1);
  return row?.order ?? null;
}
