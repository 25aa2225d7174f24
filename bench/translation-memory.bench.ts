// Translation memory over 100,000 stored pairs (plus another writer's 20,000, never offered):
// a lookup through the real route for a text stored word for word, one with a word changed (a
// fuzzy match), and one like nothing stored. The target is under 50 ms; the word index on the
// lower-case, accent-free original does the work.
import { sql } from "drizzle-orm";
import { benchApp, ms, signUpCookie, timeRequests } from "./harness";

const PAIRS = 100_000;
const OTHER_PAIRS = 20_000;
const PER_PROJECT = 200;

/** Deterministic pseudo-random numbers, so every run stores and looks up the same text. */
function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
    return state / 4_294_967_296;
  };
}

// Letters in about the frequencies of English and Portuguese text, so words (and their trigrams)
// range from very common to rare as in real copy; a handful of syllables would make every trigram
// common, which no real text is.
const LETTERS =
  "eeeeeeeeeeaaaaaaaaoooooooiiiiiiinnnnnnsssssrrrrrrtttttttlllllcccddddmmmuuuupphhggbbvvffqjzxy";
const ACCENTED = ["ção", "ões", "ã", "é", "á", "ê", "í"];

function vocabulary(random: () => number, size: number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const length = 2 + Math.floor(random() * 8);
    let word = Array.from({ length }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join("");
    if (random() < 0.15) word += ACCENTED[Math.floor(random() * ACCENTED.length)];
    words.add(word);
  }
  return [...words];
}

/** A copy segment: 8 to 30 words, a few words very often and most rarely (as in real text). */
function sentence(random: () => number, words: string[]) {
  const count = 8 + Math.floor(random() * 23);
  return `${Array.from({ length: count }, () => words[Math.floor(random() ** 3 * words.length)]).join(" ")}.`;
}

async function seed(
  database: Awaited<ReturnType<typeof benchApp>>["database"],
  userId: string,
  pairs: number,
  random: () => number,
  words: string[],
) {
  const projects = pairs / PER_PROJECT;
  const sources: string[] = [];
  for (let p = 0; p < projects; p++) {
    const texts = Array.from({ length: PER_PROJECT }, () => sentence(random, words));
    sources.push(...texts);
    await database.db.execute(sql`
      with project as (insert into projects (user_id, title) values (${userId}, ${`Carta ${p}`}) returning id)
      insert into project_blocks (project_id, position, type, original_text, translations, expansion, metadata)
      select project.id, t.ordinality - 1, 'HOOK', t.text, jsonb_build_object('en', 'EN ' || t.text), '',
        case when t.ordinality % 3 = 0 then '{"translationStatus":{"en":"reviewed"}}'::jsonb else '{}'::jsonb end
      from project, jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as t(text, ordinality)`);
  }
  return sources;
}

export default async function run() {
  const { app, database } = await benchApp();
  const writer = await signUpCookie(app, "bench-memory@example.com");
  const other = await signUpCookie(app, "bench-memory-other@example.com");
  const random = prng(33);
  const words = vocabulary(random, 20_000);

  const seedStart = performance.now();
  // Seeding is faster with the indexes built once afterwards than kept up row by row (the search
  // index is not needed here at all); the lookups then use the same indexes the migration makes.
  const indexes = (await database.db.execute(sql`
    select indexdef from pg_indexes where indexname in ('project_blocks_memory_words_idx', 'project_blocks_memory_exact_idx')`)) as unknown as {
    rows: { indexdef: string }[];
  };
  await database.db.execute(
    sql`drop index project_blocks_memory_words_idx, project_blocks_memory_exact_idx, project_blocks_search_idx`,
  );
  const stored = await seed(database, writer.id, PAIRS, random, words);
  await seed(database, other.id, OTHER_PAIRS, random, words);
  for (const { indexdef } of indexes.rows) await database.db.execute(sql.raw(indexdef));
  await database.db.execute(sql`analyze project_blocks`);
  await database.db.execute(sql`analyze projects`);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const exact = stored[4_321].toUpperCase();
  const tokens = stored[54_321].split(" ");
  tokens[Math.floor(tokens.length / 2)] = "diferente";
  const fuzzy = tokens.join(" ");
  const unknown = sentence(
    prng(99),
    vocabulary(prng(7), 500).map((w) => `${w}q`),
  );

  const rows = [];
  for (const [kind, text] of [
    ["exact", exact],
    ["fuzzy", fuzzy],
    ["no match", unknown],
  ] as const) {
    const call = () =>
      app.inject({
        url: `/api/translation-memory?language=en&text=${encodeURIComponent(text)}`,
        headers: { cookie: writer.cookie },
      });
    const first = await call();
    if (first.statusCode !== 200) throw new Error(`${kind}: ${first.statusCode} ${first.body}`);
    const matches = first.json().matches as { score: number }[];
    const { median, p95 } = await timeRequests(40, call);
    rows.push({
      lookup: kind,
      words: text.split(" ").length,
      matches: matches.length,
      best: matches[0]?.score ?? "-",
      median: ms(median),
      p95: ms(p95),
    });
  }
  console.log(
    `database: ${database.kind}, ${PAIRS.toLocaleString("en")} pairs of the writer's + ${OTHER_PAIRS.toLocaleString("en")} of another (seeded in ${seedSeconds.toFixed(0)} s)`,
  );
  console.table(rows);
  await app.close();
  await database.close();
}
