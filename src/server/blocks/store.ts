import { asc, desc, eq, sql } from "drizzle-orm";
import type { Block, BlockInput } from "../../shared/api/blocks";
import { MAX_BLOCK_LIST_CHARS, MAX_BLOCKS } from "../../shared/limits";
import {
  type StatusSubject,
  settleTranslationStatus,
  type TranslationState,
  type TranslationStatus,
} from "../../shared/translation/status";
import type { Db } from "../db/open";
import { type BlockMetadata, blockRevisions, projectBlocks, projectVersions } from "../db/schema";
import { AppError } from "../errors";
import { assignPositions } from "./positions";

/** An open transaction of the app's database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A block's content as stored (current row or revision), without its position. */
export type StoredBlock = {
  id: string;
  type: string;
  originalText: string;
  translation: string | null;
  translations: Record<string, string>;
  expansion: string;
  metadata: BlockMetadata;
};

const storedColumns = {
  id: projectBlocks.id,
  type: projectBlocks.type,
  originalText: projectBlocks.originalText,
  translation: projectBlocks.translation,
  translations: projectBlocks.translations,
  expansion: projectBlocks.expansion,
  metadata: projectBlocks.metadata,
};

/** A current row: its content and where it sits (positions only order the rows; gaps are normal). */
export type CurrentBlock = StoredBlock & { position: number };

/** The project's blocks in order, as the next save compares against them. */
export async function loadCurrent(runner: Pick<Db, "select">, projectId: string): Promise<CurrentBlock[]> {
  return runner
    .select({ ...storedColumns, position: projectBlocks.position })
    .from(projectBlocks)
    .where(eq(projectBlocks.projectId, projectId))
    .orderBy(asc(projectBlocks.position));
}

export function toApiBlock(row: StoredBlock): Block {
  const meta = row.metadata;
  return {
    id: row.id,
    type: row.type,
    originalText: row.originalText,
    translation: row.translation,
    ...(Object.keys(row.translations).length > 0 ? { translations: row.translations } : {}),
    expansion: row.expansion,
    ...(meta.confidence !== undefined ? { confidence: meta.confidence } : {}),
    ...(meta.alternativeTypes ? { alternativeTypes: meta.alternativeTypes } : {}),
    ...(meta.translationFailed ? { translationFailed: true } : {}),
    ...(meta.translationSource ? { translationSource: meta.translationSource } : {}),
    ...(meta.translationStatus && Object.keys(meta.translationStatus).length > 0
      ? { translationStatus: meta.translationStatus as Record<string, TranslationState> }
      : {}),
  };
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
 * A block as the client sent it, stored under `id`. `translation` is the text in the project's
 * current language `lang`, so it also lands in `translations[lang]`; every other language keeps
 * what it had unless the client sent its own `translations`.
 */
export function storedFromInput(
  id: string,
  input: BlockInput,
  existing: StoredBlock | undefined,
  lang: string | null,
): StoredBlock {
  const translations: Record<string, string> = {};
  for (const [code, text] of Object.entries(input.translations ?? existing?.translations ?? {})) {
    if (typeof text === "string") translations[code] = text;
  }
  let translation: string | null;
  if (input.translation !== undefined) {
    translation = input.translation ?? null;
    if (lang) {
      if (translation) translations[lang] = translation;
      else delete translations[lang];
    }
  } else {
    translation = lang ? (translations[lang] ?? null) : (existing?.translation ?? null);
  }
  const metadata = metadataOf(input);
  return {
    id,
    type: input.type,
    originalText: input.originalText,
    translation,
    translations,
    expansion: input.expansion,
    metadata: withTranslationStatus(
      metadata,
      settleTranslationStatus(
        existing && subject(existing),
        { originalText: input.originalText, translations },
        input.translationStatus,
      ),
    ),
  };
}

/** A stored block as the translation status rules read it. */
export function subject(block: StoredBlock): StatusSubject {
  return {
    originalText: block.originalText,
    translations: block.translations,
    translationStatus: block.metadata.translationStatus,
  };
}

/** The metadata with these states (none stored when no language has a translation). */
export function withTranslationStatus(metadata: BlockMetadata, status: TranslationStatus): BlockMetadata {
  const { translationStatus: _old, ...rest } = metadata;
  return Object.keys(status).length > 0 ? { ...rest, translationStatus: status } : rest;
}

/** JSON with sorted keys, so equal objects compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function sameContent(a: StoredBlock, b: StoredBlock): boolean {
  return (
    a.type === b.type &&
    a.originalText === b.originalText &&
    a.translation === b.translation &&
    a.expansion === b.expansion &&
    canonical(a.translations) === canonical(b.translations) &&
    canonical(a.metadata) === canonical(b.metadata)
  );
}

export type VersionWrite = {
  projectId: string;
  /** The version this write creates (already claimed on the project row). */
  version: number;
  authorId: string;
  /** null for plain edits, which may be folded into the same writer's recent entry. */
  label: string | null;
  /** The blocks before the write, in order. */
  before: readonly CurrentBlock[];
  /** The whole list after the write, in order. */
  after: readonly StoredBlock[];
  /** Plain edits by the same writer within this many seconds share one history entry (0: never). */
  foldSeconds: number;
};

/** Sessions longer than this start a new history entry even while the writer keeps typing. */
const FOLD_MAX_ENTRY_MINUTES = 10;

const ROW_COLUMNS = sql.raw(
  "id uuid, position int, type text, original_text text, translation text, translations jsonb, expansion text, metadata jsonb",
);

/** `in (${idSet(ids)})`: a list of ids as one JSON parameter, however long the list. */
export function idSet(ids: readonly string[]) {
  return sql`select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json)`;
}

/**
 * Which of `ids` a block already uses, in any project. Block ids are unique across projects, so
 * an id a save or a restore wants to bring in must not be one of these.
 */
export async function idsInUse(runner: Pick<Db, "select">, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await runner
    .select({ id: projectBlocks.id })
    .from(projectBlocks)
    .where(sql`${projectBlocks.id} in (${idSet(ids)})`);
  return new Set(rows.map((row) => row.id));
}

/**
 * How much one statement writes at most. The embedded database runs each statement on the
 * server's only thread (indexing the text for search and the translation memory is most of the
 * cost), so a 5,000-block save written as one statement held every other request for seconds;
 * in batches, with the event loop let through between them, other requests keep being served.
 */
const BATCH_ROWS = 100;
const BATCH_CHARS = 20_000;

/** Writes `rows` in batches of at most BATCH_ROWS rows and about BATCH_CHARS characters. */
async function inBatches<T extends { block: StoredBlock } | { id: string }>(
  rows: readonly T[],
  write: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  let start = 0;
  while (start < rows.length) {
    let end = start;
    let chars = 0;
    while (end < rows.length && end - start < BATCH_ROWS && (end === start || chars < BATCH_CHARS)) {
      const row = rows[end];
      chars += "block" in row ? blockChars(row.block) : 0;
      end++;
    }
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await write(rows.slice(start, end));
    start = end;
  }
}

/** Rows as the JSON `json_to_recordset` reads with ROW_COLUMNS. */
function rowsJson(rows: readonly { block: StoredBlock; position: number }[]): string {
  return JSON.stringify(
    rows.map(({ block: b, position }) => ({
      id: b.id,
      position,
      type: b.type,
      original_text: b.originalText,
      translation: b.translation,
      translations: b.translations,
      expansion: b.expansion,
      metadata: b.metadata,
    })),
  );
}

/** The text a block carries; a translation also kept under its language counts once. */
function blockChars(b: StoredBlock): number {
  const kept = Object.values(b.translations);
  const translation = b.translation && !kept.includes(b.translation) ? b.translation.length : 0;
  return b.originalText.length + b.expansion.length + translation + kept.reduce((n, t) => n + t.length, 0);
}

export const listChars = (blocks: readonly StoredBlock[]) => blocks.reduce((n, b) => n + blockChars(b), 0);

/**
 * The project's limits, checked on the list a write leaves (however it was reached: a whole
 * list, merged changes, an import, a copy, a restore, a translation). A write that leaves a
 * project over a limit is refused unless it brings the project closer to it, so a project made
 * too big before the limits existed can still be trimmed.
 */
export function checkProjectLimits(before: readonly StoredBlock[], after: readonly StoredBlock[]) {
  if (after.length > MAX_BLOCKS && after.length > before.length) {
    throw new AppError(
      413,
      "PAYLOAD_TOO_LARGE",
      `A project can hold at most ${MAX_BLOCKS} blocks; this change would leave it with ${after.length}`,
    ).because("TOO_MANY_BLOCKS", { max: MAX_BLOCKS });
  }
  const chars = listChars(after);
  if (chars > MAX_BLOCK_LIST_CHARS && chars > listChars(before)) {
    throw new AppError(
      413,
      "PAYLOAD_TOO_LARGE",
      `A project's blocks can hold at most ${MAX_BLOCK_LIST_CHARS} characters of text; this change would leave ${chars}`,
    ).because("TOO_MUCH_TEXT", { max: MAX_BLOCK_LIST_CHARS });
  }
}

/**
 * Writes the difference between `before` and `after`: inserts new rows, updates changed and moved
 * ones, deletes removed ones, and records a revision for each inserted, changed or removed block
 * plus the history entry (with the order only when it changed). Unchanged rows are not touched.
 * Every write of a project's blocks comes through here, so here the project's limits are kept.
 */
export async function writeVersion(tx: Tx, w: VersionWrite): Promise<void> {
  const { projectId, version } = w;
  checkProjectLimits(w.before, w.after);
  const oldById = new Map(w.before.map((b) => [b.id, b]));
  const positions = assignPositions(w.before, w.after);
  const inserted: { block: StoredBlock; position: number }[] = [];
  const changed: { block: StoredBlock; position: number }[] = [];
  const moved: { id: string; position: number }[] = [];
  w.after.forEach((block, i) => {
    const old = oldById.get(block.id);
    const position = positions[i];
    if (!old) inserted.push({ block, position });
    else if (!sameContent(old, block)) changed.push({ block, position });
    else if (old.position !== position) moved.push({ id: block.id, position });
  });
  const afterIds = new Set(w.after.map((b) => b.id));
  const removed = w.before.filter((b) => !afterIds.has(b.id));
  const orderChanged = w.before.length !== w.after.length || w.before.some((b, i) => b.id !== w.after[i].id);

  // Every statement takes its rows as one JSON parameter: a thousand rows cost one bind, not
  // thousands of parameters.
  if (removed.length > 0) {
    await tx.execute(sql`delete from ${projectBlocks} where project_id = ${projectId}::uuid
      and id in (${idSet(removed.map((b) => b.id))})`);
  }
  await inBatches(moved, (batch) =>
    tx.execute(sql`update ${projectBlocks} as b set position = v.position, updated_at = now()
      from json_to_recordset(${JSON.stringify(batch)}::json) as v(id uuid, position int) where b.id = v.id`),
  );
  await inBatches(changed, (batch) =>
    tx.execute(sql`update ${projectBlocks} as b set position = v.position, type = v.type,
      original_text = v.original_text, translation = v.translation, translations = v.translations,
      expansion = v.expansion, metadata = v.metadata, updated_at = now()
      from json_to_recordset(${rowsJson(batch)}::json) as v(${ROW_COLUMNS})
      where b.id = v.id`),
  );
  await inBatches(inserted, (batch) =>
    tx.execute(sql`insert into ${projectBlocks}
      (id, project_id, position, type, original_text, translation, translations, expansion, metadata)
      select v.id, ${projectId}::uuid, v.position, v.type, v.original_text, v.translation,
        v.translations, v.expansion, v.metadata
      from json_to_recordset(${rowsJson(batch)}::json) as v(${ROW_COLUMNS})`),
  );

  const [latest] = await tx
    .select({
      version: projectVersions.version,
      authorId: projectVersions.authorId,
      label: projectVersions.label,
      hasOrder: sql<boolean>`${projectVersions.blockOrder} is not null`,
      recent: sql<boolean>`${projectVersions.updatedAt} > now() - make_interval(secs => ${w.foldSeconds})
        and ${projectVersions.createdAt} > now() - make_interval(mins => ${FOLD_MAX_ENTRY_MINUTES})`,
    })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(desc(projectVersions.version))
    .limit(1);

  // Removals need no revision: a version's order says which blocks it holds.
  const revised: StoredBlock[] = [...inserted.map((i) => i.block), ...changed.map((c) => c.block)];
  // A project without history (made before it existed, or by raw inserts) gets a full baseline.
  const baseline = !latest;
  if (baseline) {
    const revisedIds = new Set(revised.map((b) => b.id));
    for (const block of w.after) if (!revisedIds.has(block.id)) revised.push(block);
  }
  const order = orderChanged || baseline ? w.after.map((b) => b.id) : null;
  // Folding renumbers the latest entry; entries that carry an order are never folded, so the
  // order any version had can always be found.
  const fold =
    !baseline &&
    w.foldSeconds > 0 &&
    w.label === null &&
    latest.label === null &&
    latest.authorId === w.authorId &&
    latest.recent &&
    !latest.hasOrder &&
    order === null;

  if (fold && revised.length > 0) {
    await tx.execute(sql`delete from ${blockRevisions} where project_id = ${projectId}::uuid
      and version = ${latest.version}
      and block_id in (${idSet(revised.map((b) => b.id))})`);
  }
  await inBatches(
    revised.map((block) => ({ block, position: 0 })),
    (batch) =>
      tx.execute(sql`insert into ${blockRevisions}
      (project_id, block_id, version, type, original_text, translation, translations, expansion, metadata)
      select ${projectId}::uuid, v.id, ${version}::int, v.type, v.original_text, v.translation,
        v.translations, v.expansion, v.metadata
      from json_to_recordset(${rowsJson(batch)}::json) as v(${ROW_COLUMNS})`),
  );
  if (fold) {
    await tx
      .update(projectVersions)
      .set({ version, blocksCount: w.after.length, updatedAt: sql`now()` })
      .where(
        sql`${projectVersions.projectId} = ${projectId} and ${projectVersions.version} = ${latest.version}`,
      );
  } else {
    await tx.insert(projectVersions).values({
      projectId,
      version,
      authorId: w.authorId,
      label: w.label,
      blocksCount: w.after.length,
      blockOrder: order,
    });
  }
}
