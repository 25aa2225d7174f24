import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db/open";
import { appSettings } from "../db/schema";

/**
 * The session-signing secret. When BETTER_AUTH_SECRET is unset it is generated once and kept:
 * in DATA_DIR for the embedded database, in the database itself on PostgreSQL so that every
 * instance sharing that database signs sessions the same way.
 */
export async function resolveAuthSecret(config: Config, database: Database): Promise<string> {
  if (config.BETTER_AUTH_SECRET) return config.BETTER_AUTH_SECRET;
  const fresh = randomBytes(32).toString("base64url");
  if (database.kind === "postgres") {
    await database.db.insert(appSettings).values({ key: "auth_secret", value: fresh }).onConflictDoNothing();
    const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
    return row.value;
  }
  const file = path.resolve(config.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, fresh, { mode: 0o600 });
  return fresh;
}
