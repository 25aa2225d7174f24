// Search across projects over 100,000 blocks: one-word queries of a rare, a typical and a common
// word (0.1 %, 1 % and 5 % of the blocks), through the real route, the GIN index doing the work.
import { sql } from "drizzle-orm";
import { benchApp, ms, signUpCookie, timeRequests } from "./harness";

const BLOCKS = 100_000;
const PROJECTS = 1_000;
const PER_PROJECT = BLOCKS / PROJECTS;

/** Deterministic pseudo-random numbers, so every run searches the same text. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

const SYLLABLES = [
  "ba",
  "ce",
  "di",
  "fo",
  "gu",
  "la",
  "me",
  "ni",
  "po",
  "ru",
  "sa",
  "te",
  "vi",
  "xo",
  "zu",
  "ção",
  "nha",
];

function vocabulary(random: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(""));
  }
  return [...words];
}

// The searched words, each placed in a known share of the blocks.
const PLANTED = [
  { word: "método", share: 0.001 },
  { word: "garantia", share: 0.01 },
  { word: "bônus", share: 0.05 },
];

function paragraph(random: () => number, words: string[]) {
  const count = 20 + Math.floor(random() * 30);
  const picked = Array.from({ length: count }, () => words[Math.floor(random() ** 2 * words.length)]);
  for (const { word, share } of PLANTED) {
    if (random() < share) picked.splice(Math.floor(random() * picked.length), 0, word);
  }
  return `${picked.join(" ")}.`;
}

export default async function run() {
  const { app, database } = await benchApp();
  const searcher = await signUpCookie(app, "bench-search@example.com");
  const other = await signUpCookie(app, "bench-search-other@example.com");
  const random = prng(18);
  const words = vocabulary(random, 5_000);

  const seedStart = performance.now();
  // Half the projects are the searcher's, the rest another user's, half of those public.
  await database.db.execute(sql`
    insert into projects (user_id, title, is_public)
    select case when g % 2 = 0 then ${searcher.id} else ${other.id} end, 'Projeto ' || g, g % 4 = 1
    from generate_series(1, ${PROJECTS}) g`);
  const ids = (
    (await database.db.execute(sql`select id from projects order by title`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  for (const projectId of ids) {
    const texts = Array.from({ length: PER_PROJECT }, () => paragraph(random, words));
    await database.db.execute(sql`
      insert into project_blocks (project_id, position, type, original_text, expansion)
      select ${projectId}::uuid, t.ordinality - 1, 'HOOK', t.text, ''
      from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(text, ordinality)`);
  }
  await database.db.execute(sql`analyze project_blocks`);
  await database.db.execute(sql`analyze projects`);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const rows = [];
  for (const { word, share } of PLANTED) {
    const call = () =>
      app.inject({ url: `/api/search?q=${encodeURIComponent(word)}`, headers: { cookie: searcher.cookie } });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`search ${word}: ${first.statusCode} ${first.body}`);
    const { median, p95 } = await timeRequests(40, call);
    rows.push({
      query: word,
      inBlocks: `${share * 100} %`,
      results: first.json().results.length,
      median: ms(median),
      p95: ms(p95),
    });
  }
  console.log(
    `database: ${database.kind}, ${BLOCKS.toLocaleString("en")} blocks in ${PROJECTS} projects (seeded in ${seedSeconds.toFixed(0)} s)`,
  );
  console.table(rows);
  await app.close();
  await database.close();
}
