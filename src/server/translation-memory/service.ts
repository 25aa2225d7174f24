import { sql } from "drizzle-orm";
import type {
  MemoryMatch,
  MemoryQuery,
  TranslationOverview,
  TranslationProgressCounts,
} from "../../shared/api/translation-memory";
import { MEMORY_MIN_SCORE } from "../../shared/api/translation-memory";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";

/**
 * The key that decides a 100% match: lower case, letters and digits only, one space between
 * words. Accents stay: "nao" and "não" are close (the trigram score is 1) but not the same text.
 */
export const exactKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Rows of a raw query (both drivers answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type MatchRow = {
  source: string;
  target: string;
  project_id: string;
  project_title: string;
  state: string | null;
};

/**
 * A text at least MEMORY_MIN_SCORE alike shares at least this share of the asked text's words
 * (2s/(n+m) >= t with s <= m gives s >= t/(2-t) * n), so it holds one of any larger rest of them.
 */
const SHARED_AT_LEAST = MEMORY_MIN_SCORE / (2 - MEMORY_MIN_SCORE);
/** Ranked rows read per lookup: identical pairs are merged before, near-identical ones after. */
const RANKED_ROWS = 50;

type ScoredRow = MatchRow & { score: number | string };

/**
 * Earlier translations into `language` of originals like `text`, from the caller's own projects
 * only (a public project of someone else is readable, but its text is not the caller's to reuse).
 * Score 1: the same text ignoring case, spacing and punctuation; otherwise Dice's coefficient over
 * the two texts' distinct words (lower case, accents and punctuation removed: `memory_words`),
 * offered from 0.7. Stale translations are left out, since their original changed since.
 *
 * Candidates come from two indexes: the hashed key for 100% matches, and the word index for the
 * rest. A match shares enough of the asked words that it must hold one of any
 * `n - ceil(n * SHARED_AT_LEAST) + 1` of them, so the lookup asks for that many, the rarest by the
 * planner's statistics of `memory_words` (longest first where it has none): few rows hold them.
 * Every candidate is scored and ranked in SQL before the limit, so none can be cut unseen. The
 * same source and target found in several blocks is offered once, reviewed ones first.
 */
export async function findMatches(
  db: Db,
  viewer: CurrentUser,
  { language, text, limit }: MemoryQuery,
): Promise<MemoryMatch[]> {
  const wanted = exactKey(text);
  if (wanted === "") return [];
  const result = await db.execute(sql`
    with asked as (
      select distinct w from unnest(cb_memory_words(${text})) w
    ), common as (
      select s.w, s.freq from pg_stats,
        unnest(most_common_elems::text::text[], most_common_elem_freqs) as s(w, freq)
      where schemaname = current_schema() and tablename = 'project_blocks' and attname = 'memory_words'
    ), required as (
      select a.w from asked a left join common c on c.w = a.w
      order by coalesce(c.freq, 0), length(a.w) desc, a.w
      limit (select count(*) - ceil(count(*) * ${SHARED_AT_LEAST}::float8)::int + 1 from asked)
    ), candidates as (
      select id from project_blocks
      where md5(cb_memory_key(original_text)) = md5(cb_memory_key(${text}))
        and cb_memory_key(original_text) <> ''
      union
      select id from project_blocks
      where memory_words && (select array_agg(w) from required)
    ), found as (
      select distinct on (source, target)
        b.original_text as source, b.translations ->> ${language} as target,
        p.id as project_id, p.title as project_title,
        b.metadata -> 'translationStatus' ->> ${language} as state,
        cardinality(b.memory_words) as words,
        (select count(*) from unnest(b.memory_words) w where w in (select w from asked)) as shared
      from candidates c join project_blocks b on b.id = c.id join projects p on p.id = b.project_id
      where p.user_id = ${viewer.id}
        and coalesce(b.translations ->> ${language}, '') <> ''
        and coalesce(b.metadata -> 'translationStatus' ->> ${language}, 'draft') <> 'stale'
      order by source, target, (b.metadata -> 'translationStatus' ->> ${language}) = 'reviewed' desc nulls last, b.updated_at desc
    )
    select source, target, project_id, project_title, state,
      2.0 * shared / nullif(words + (select count(*) from asked), 0) as score
    from found
    where 2.0 * shared / nullif(words + (select count(*) from asked), 0) >= ${MEMORY_MIN_SCORE}
    order by score desc, state = 'reviewed' desc nulls last, source
    limit ${RANKED_ROWS}`);
  const best = new Map<string, MemoryMatch>();
  for (const row of rowsOf<ScoredRow>(result)) {
    const exact = exactKey(row.source) === wanted;
    // Alike once lower-cased and unaccented, yet not the same text: never a 100% match.
    const score = exact ? 1 : Math.min(0.99, Math.round(Number(row.score) * 100) / 100);
    if (score < MEMORY_MIN_SCORE) continue;
    const match: MemoryMatch = {
      source: row.source,
      target: row.target,
      score,
      projectId: row.project_id,
      projectTitle: row.project_title,
      state: row.state === "reviewed" ? "reviewed" : "draft",
    };
    const pair = `${exactKey(row.source)}\u0000${row.target}`;
    const kept = best.get(pair);
    if (
      !kept ||
      score > kept.score ||
      (score === kept.score && match.state === "reviewed" && kept.state !== "reviewed")
    )
      best.set(pair, match);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || Number(b.state === "reviewed") - Number(a.state === "reviewed"))
    .slice(0, limit);
}

/**
 * Exact matches for many originals at once (AI translation reuses them instead of asking the
 * provider): the caller's reviewed or draft translation of the same text ignoring case, spacing
 * and punctuation, reviewed and newest first. Keys are the originals' `exactKey`.
 */
export async function exactMatches(
  db: Db,
  userId: string,
  language: string,
  originals: readonly string[],
  excludeProjectId?: string,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const texts = [...new Set(originals.filter((t) => t.trim() !== ""))];
  if (texts.length === 0) return found;
  const wanted = new Set(texts.map(exactKey));
  const result = await db.execute(sql`
    select b.original_text as source, b.translations ->> ${language} as target
    from project_blocks b join projects p on p.id = b.project_id
    where p.user_id = ${userId}
      and (${excludeProjectId ?? null}::uuid is null or p.id <> ${excludeProjectId ?? null}::uuid)
      and md5(cb_memory_key(b.original_text)) in (
        select md5(cb_memory_key(value)) from json_array_elements_text(${JSON.stringify(texts)}::json))
      and coalesce(b.translations ->> ${language}, '') <> ''
      and coalesce(b.metadata -> 'translationStatus' ->> ${language}, 'draft') <> 'stale'
    order by (b.metadata -> 'translationStatus' ->> ${language}) = 'reviewed' desc, b.updated_at desc`);
  for (const row of rowsOf<{ source: string; target: string }>(result)) {
    const key = exactKey(row.source);
    if (wanted.has(key) && !found.has(key)) found.set(key, row.target);
  }
  return found;
}

type OverviewRow = {
  id: string;
  title: string;
  updated_at: string | Date;
  translation_language: string | null;
  language: string;
  reviewed: number | string;
  draft: number | string;
  stale: number | string;
  total: number | string;
};

/** Projects shown on the Translation page at most (the most recently changed). */
const OVERVIEW_PROJECTS = 100;

/**
 * The caller's projects that have a translation language or any translated block, with, per
 * language, how many blocks with an original are reviewed, draft, stale and missing; and the
 * number of pairs the memory holds.
 */
export async function translationOverview(db: Db, viewer: CurrentUser): Promise<TranslationOverview> {
  const result = await db.execute(sql`
    with mine as (
      select id, title, updated_at, translation_language from projects
      where user_id = ${viewer.id}
      order by updated_at desc limit ${OVERVIEW_PROJECTS}
    ), langs as (
      select m.id as project_id, m.translation_language as language from mine m
      where m.translation_language is not null
      union
      select b.project_id, k.key from project_blocks b join mine m on m.id = b.project_id
      cross join lateral jsonb_object_keys(b.translations) as k(key)
    )
    select m.id, m.title, m.updated_at, m.translation_language, l.language,
      count(*) filter (where t.state = 'reviewed') as reviewed,
      count(*) filter (where t.state = 'draft') as draft,
      count(*) filter (where t.state = 'stale') as stale,
      count(b.id) as total
    from langs l join mine m on m.id = l.project_id
    left join project_blocks b on b.project_id = l.project_id and btrim(b.original_text) <> ''
    left join lateral (
      select case when coalesce(b.translations ->> l.language, '') = '' then null
        else coalesce(b.metadata -> 'translationStatus' ->> l.language, 'draft') end as state
    ) t on true
    group by m.id, m.title, m.updated_at, m.translation_language, l.language
    order by m.updated_at desc, m.id, l.language`);

  const projects: TranslationOverview["projects"] = [];
  for (const row of rowsOf<OverviewRow>(result)) {
    let project = projects[projects.length - 1];
    if (!project || project.id !== row.id) {
      project = {
        id: row.id,
        title: row.title,
        updatedAt: new Date(row.updated_at).toISOString(),
        translationLanguage: row.translation_language,
        languages: [],
      };
      projects.push(project);
    }
    const counts: TranslationProgressCounts = {
      language: row.language,
      reviewed: Number(row.reviewed),
      draft: Number(row.draft),
      stale: Number(row.stale),
      missing: Number(row.total) - Number(row.reviewed) - Number(row.draft) - Number(row.stale),
    };
    // The editor's current language first, the others in code order.
    if (row.language === row.translation_language) project.languages.unshift(counts);
    else project.languages.push(counts);
  }
  return { projects, memorySize: await memorySize(db, viewer.id) };
}

/** Source and translation pairs of the user's projects that the memory may offer. */
export async function memorySize(db: Db, userId: string): Promise<number> {
  const result = await db.execute(sql`
    select count(*) as n
    from project_blocks b join projects p on p.id = b.project_id
    cross join lateral jsonb_each_text(b.translations) as t(language, target)
    where p.user_id = ${userId} and btrim(b.original_text) <> '' and t.target <> ''
      and coalesce(b.metadata -> 'translationStatus' ->> t.language, 'draft') <> 'stale'`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}
