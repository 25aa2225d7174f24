import { createHash } from "node:crypto";
import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { aiCache } from "../db/schema";

const MAX_AGE = "7 days";

export const cacheKey = (...parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("hex");

const fresh = sql`${aiCache.createdAt} > now() - ${MAX_AGE}::interval`;

/** Cached answers for many keys in one query. */
export async function readCache<T>(db: Db, keys: string[]): Promise<Map<string, T>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: aiCache.key, value: aiCache.value })
    .from(aiCache)
    .where(and(inArray(aiCache.key, [...new Set(keys)]), fresh));
  return new Map(rows.map((r) => [r.key, r.value as T]));
}

/** Stores answers in one statement; a failure here only costs a future cache miss. */
export async function writeCache(db: Db, entries: { key: string; value: unknown }[]): Promise<void> {
  const unique = [...new Map(entries.map((e) => [e.key, e])).values()];
  if (unique.length === 0) return;
  await db
    .insert(aiCache)
    .values(unique.map((e) => ({ key: e.key, value: e.value as object })))
    .onConflictDoUpdate({ target: aiCache.key, set: { value: sql`excluded.value`, createdAt: sql`now()` } })
    .catch(() => {});
}

/** The cached answer for `key`, or computes, stores and returns it. Only successes are cached. */
export async function cached<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const hit = (await readCache<T>(db, [key])).get(key);
  if (hit !== undefined) return hit;
  const value = await compute();
  await writeCache(db, [{ key, value }]);
  return value;
}
