import { type SQL, sql } from "drizzle-orm";
import type { SearchField, SearchQuery, SearchResult } from "../../shared/api/search";
import { inflections, searchTerms } from "../../shared/search-terms";
import type { CurrentUser } from "../auth/guards";
import type { Db } from "../db/open";
import { readableBy } from "../projects/access";
import { AMP, GT, LT, MARK_END, MARK_START, parseHeadline } from "./headline";

type Row = {
  project_id: string;
  project_title: string;
  block_id: string;
  block_type: string;
  field: SearchField;
  headline: string;
};

const CANDIDATES: [SearchField, SQL, string][] = [
  ["originalText", sql`hits.original_text`, "cb_search_pt"],
  ["originalText", sql`hits.original_text`, "cb_search_en"],
  ["translation", sql`coalesce(hits.translation, '')`, "cb_search_pt"],
  ["translation", sql`coalesce(hits.translation, '')`, "cb_search_en"],
  ["expansion", sql`hits.expansion`, "cb_search_pt"],
  ["expansion", sql`hits.expansion`, "cb_search_en"],
];

/**
 * The text as the headline parser should see it: markup-like characters are swapped for control
 * characters it treats as blanks (it would drop anything that looks like an HTML tag, and the
 * snippet must show the writer's text as typed); parseHeadline swaps them back.
 */
const plain = (text: SQL) => sql`translate(${text}, ${`<>&${MARK_START}${MARK_END}`}, ${`${LT}${GT}${AMP}`})`;

const MARKS = `StartSel=${MARK_START}, StopSel=${MARK_END}, ShortWord=2`;
/** Up to this many characters the snippet is the whole text; longer texts give fragments around the matches. */
const WHOLE_TEXT_MAX = 240;
const headlineOptions = (text: SQL) =>
  sql`case when length(${text}) <= ${WHOLE_TEXT_MAX} then ${`${MARKS}, HighlightAll=true`}
      else ${`${MARKS}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`} end`;

/**
 * Blocks of every project the viewer may read (own or public) whose texts match `q`, best first.
 * The GIN index on project_blocks.search_vector finds the candidates; the query is parsed with
 * both the Portuguese and the English configuration (each unaccents, then stems), so either
 * language's word forms match. Headlines are built only for the page of results returned.
 */
export async function searchBlocks(
  db: Db,
  viewer: CurrentUser,
  { q, limit }: SearchQuery,
): Promise<SearchResult[]> {
  const terms = searchTerms(q);
  if (terms.length === 0) return [];
  // Every word must match, in any of its forms, stemmed as Portuguese or as English.
  const anyForm = (term: string) =>
    sql.join(
      inflections(term).flatMap((form) => [
        sql`plainto_tsquery('cb_search_pt', ${form})`,
        sql`plainto_tsquery('cb_search_en', ${form})`,
      ]),
      sql` || `,
    );
  const tsquery = sql.join(
    terms.map((term) => sql`(${anyForm(term)})`),
    sql` && `,
  );
  const result = await db.execute<Row>(sql`
    with query as (select ${tsquery} as tsq),
    hits as (
      select b.id, b.project_id, b.type, b.position, b.original_text, b.translation, b.expansion,
             projects.title, projects.updated_at, ts_rank(b.search_vector, query.tsq) as rank
      from project_blocks b
      join projects on projects.id = b.project_id
      cross join query
      where b.search_vector @@ query.tsq and ${readableBy(viewer)}
      order by rank desc, projects.updated_at desc, b.project_id, b.position
      limit ${limit}
    )
    select hits.project_id, hits.title as project_title, hits.id as block_id, hits.type as block_type,
           pick.field, pick.headline
    from hits cross join query
    cross join lateral (
      -- The first text and language whose headline marks a word; later ones are never computed.
      select field, headline from (
        ${sql.join(
          CANDIDATES.map(
            ([field, column, config]) =>
              sql`select ${field} as field, ts_headline(${sql.raw(`'${config}'`)}, ${plain(column)}, query.tsq, ${headlineOptions(column)}) as headline`,
          ),
          sql` union all `,
        )}
      ) candidate
      where strpos(headline, ${MARK_START}) > 0
      union all
      select 'originalText', ts_headline('cb_search_pt', ${plain(sql`hits.original_text`)}, query.tsq, ${headlineOptions(sql`hits.original_text`)})
      limit 1
    ) pick
    order by hits.rank desc, hits.updated_at desc, hits.project_id, hits.position
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map((row) => ({
    projectId: row.project_id,
    projectTitle: row.project_title,
    blockId: row.block_id,
    blockType: row.block_type,
    field: row.field,
    ...parseHeadline(row.headline),
  }));
}
