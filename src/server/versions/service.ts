import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { BlockListResponse } from "../../shared/api/blocks";
import type { VersionListResponse } from "../../shared/api/versions";
import type { CurrentUser } from "../auth/guards";
import { orderAt, saveNextVersion } from "../blocks/service";
import { idSet, idsInUse, type StoredBlock, toApiBlock } from "../blocks/store";
import type { Db } from "../db/open";
import { personName } from "../db/person-columns";
import { blockRevisions, profiles, projectVersions, users } from "../db/schema";
import { AppError } from "../errors";
import { findEditable, findReadable } from "../projects/access";
import { iso } from "../projects/queries";

const versionNotFound = (version: number) =>
  new AppError(404, "VERSION_NOT_FOUND", `This project has no version ${version} in its history`).because(
    "NO_SUCH_VERSION",
    { version },
  );

/** The project's history, newest first, one page at a time. */
export async function listVersions(
  db: Db,
  viewer: CurrentUser,
  projectId: string,
  page: { cursor?: number; limit: number },
): Promise<VersionListResponse> {
  await findReadable(db, viewer, projectId);
  const rows = await db
    .select({
      version: projectVersions.version,
      savedAt: projectVersions.updatedAt,
      authorId: users.id,
      authorName: personName,
      blocksCount: projectVersions.blocksCount,
      label: projectVersions.label,
    })
    .from(projectVersions)
    .leftJoin(users, eq(users.id, projectVersions.authorId))
    .leftJoin(profiles, eq(profiles.id, projectVersions.authorId))
    .where(
      and(
        eq(projectVersions.projectId, projectId),
        page.cursor !== undefined ? lt(projectVersions.version, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(projectVersions.version))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const versions = rows.slice(0, page.limit).map((row) => ({
    version: row.version,
    createdAt: iso(row.savedAt),
    author: row.authorId ? { id: row.authorId, name: row.authorName } : null,
    blocksCount: row.blocksCount,
    label: row.label,
  }));
  return { versions, nextCursor: more ? String(versions[versions.length - 1].version) : null };
}

/**
 * The blocks as `version` held them: its order (the newest stored at or before it) and, for each
 * block, its newest revision at or before it.
 */
async function blocksAt(
  runner: Pick<Db, "select" | "selectDistinctOn">,
  projectId: string,
  version: number,
): Promise<StoredBlock[]> {
  const [entry] = await runner
    .select({ version: projectVersions.version })
    .from(projectVersions)
    .where(and(eq(projectVersions.projectId, projectId), eq(projectVersions.version, version)));
  if (!entry) throw versionNotFound(version);
  const order = (await orderAt(runner, projectId, version)) ?? [];
  if (order.length === 0) return [];
  const rows = await runner
    .selectDistinctOn([blockRevisions.blockId], {
      id: blockRevisions.blockId,
      type: blockRevisions.type,
      originalText: blockRevisions.originalText,
      translation: blockRevisions.translation,
      translations: blockRevisions.translations,
      expansion: blockRevisions.expansion,
      metadata: blockRevisions.metadata,
    })
    .from(blockRevisions)
    .where(
      sql`${blockRevisions.projectId} = ${projectId} and ${blockRevisions.version} <= ${version}
        and ${blockRevisions.blockId} in (${idSet(order)})`,
    )
    .orderBy(blockRevisions.blockId, desc(blockRevisions.version));
  const byId = new Map(rows.map((block) => [block.id, block]));
  return order.flatMap((id) => byId.get(id) ?? []);
}

export async function getVersion(
  db: Db,
  viewer: CurrentUser,
  projectId: string,
  version: number,
): Promise<BlockListResponse> {
  await findReadable(db, viewer, projectId);
  const blocks = await blocksAt(db, projectId, version);
  return { version, blocks: blocks.map(toApiBlock) };
}

/**
 * Makes a new version holding what `version` held, guarded like any save by the version the
 * writer was looking at. The text in the current translation language comes from each block's
 * per-language texts, so restoring never changes which language the project is in.
 */
export async function restoreVersion(
  db: Db,
  viewer: CurrentUser,
  projectId: string,
  version: number,
  baseVersion: number,
): Promise<BlockListResponse> {
  await findEditable(db, viewer, projectId);
  const options = { foldSeconds: 0, label: `restored:${version}` };
  return db.transaction((tx) =>
    saveNextVersion(tx, { projectId, baseVersion, author: viewer.id, options }, async (before, claimed) => {
      const old = await blocksAt(tx, projectId, version);
      const current = new Set(before.map((b) => b.id));
      // A removed block's id is given back unless another project has taken it since.
      const taken = await idsInUse(
        tx,
        old.filter((b) => !current.has(b.id)).map((b) => b.id),
      );
      const lang = claimed.translationLanguage;
      return old.map((block) => ({
        ...block,
        id: taken.has(block.id) ? randomUUID() : block.id,
        translation:
          lang && Object.keys(block.translations).length > 0
            ? (block.translations[lang] ?? null)
            : block.translation,
      }));
    }),
  );
}
