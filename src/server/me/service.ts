import { sql } from "drizzle-orm";
import type { UpdateMeRequest } from "../../shared/api/me";
import type { Db } from "../db/open";
import { profiles } from "../db/schema";

export async function updateProfile(db: Db, userId: string, changes: UpdateMeRequest) {
  const set: Partial<typeof profiles.$inferInsert> = { updatedAt: new Date() };
  if (changes.name !== undefined) set.displayName = changes.name;
  if (changes.avatarUrl !== undefined) set.avatarUrl = changes.avatarUrl || null;
  if (changes.language !== undefined) set.language = changes.language;
  // Upsert: accounts made before profiles existed (or whose hook failed) still get one.
  await db
    .insert(profiles)
    .values({
      id: userId,
      displayName: set.displayName ?? null,
      avatarUrl: set.avatarUrl ?? null,
      language: set.language ?? null,
    })
    .onConflictDoUpdate({ target: profiles.id, set: { ...set, updatedAt: sql`now()` } });
}
