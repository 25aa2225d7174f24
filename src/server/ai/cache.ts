import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { aiCache } from "../db/schema";

const MAX_AGE = "7 days";

export const cacheKey = (...parts: unknown[]) =>
  createHash("sha256").update(JSON.stringify(parts)).digest("hex");

/** The cached answer for `key`, or computes, stores and returns it. Only successes are cached. */
export async function cached<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const [hit] = await db
    .select({ value: aiCache.value })
    .from(aiCache)
    .where(and(eq(aiCache.key, key), sql`${aiCache.createdAt} > now() - ${MAX_AGE}::interval`));
  if (hit) return hit.value as T;
  const value = await compute();
  await db
    .insert(aiCache)
    .values({ key, value: value as object })
    .onConflictDoUpdate({ target: aiCache.key, set: { value: value as object, createdAt: sql`now()` } });
  return value;
}
