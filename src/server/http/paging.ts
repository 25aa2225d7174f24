import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { PAGE_SIZE_DEFAULT, type PageQuery } from "../../shared/api/paging";
import { badRequest } from "../errors";

/**
 * Keyset pagination over (timestamp, id), newest first. The cursor carries the last row's
 * timestamp as PostgreSQL prints it (microseconds, which a JS Date would round away and so skip
 * rows) and its id, base64url-encoded so clients treat it as opaque.
 */
export type Keyset = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BAD_CURSOR = "cursor is not a valid page cursor: pass back the nextCursor of the previous page";

export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify([key.at, key.id]), "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): Keyset {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("not base64url");
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badRequest(BAD_CURSOR);
  const [at, id] = parsed;
  if (typeof at !== "string" || typeof id !== "string" || !TIMESTAMP.test(at) || !UUID.test(id)) {
    throw badRequest(BAD_CURSOR);
  }
  // The pattern lets through impossible dates (month 13); PostgreSQL would reject them with a 500.
  if (Number.isNaN(Date.parse(at.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")))) {
    throw badRequest(BAD_CURSOR);
  }
  return { at, id };
}

/** The decoded page request: rows after `after` (or from the start), `limit` of them. */
export type PageRequest = { after: Keyset | null; limit: number };

export function pageRequest(query: PageQuery): PageRequest {
  return { after: query.cursor ? decodeCursor(query.cursor) : null, limit: query.limit ?? PAGE_SIZE_DEFAULT };
}

/** The timestamp as exact text, selected beside each row to build the next cursor from. */
export const keysetText = (at: AnyPgColumn) => sql<string>`${at}::text`;

/** Rows strictly after the cursor in (at desc, id desc) order: one row comparison the index serves. */
export function afterKeyset(at: AnyPgColumn, id: AnyPgColumn, after: Keyset | null): SQL | undefined {
  return after ? sql`(${at}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
}

/**
 * Cuts the `limit + 1` rows a query fetched to one page; the extra row only says whether a next
 * page exists, so the last page has nextCursor null without another query.
 */
export function toPage<Row extends { keysetAt: string; id: string }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: encodeCursor({ at: last.keysetAt, id: last.id }) };
}
