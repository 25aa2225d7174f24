// Saving a 1,000-block project: a new list through PUT against a raw multi-row INSERT of the same
// rows; one changed block (PATCH and PUT) against that new-list save; and how much the database
// grows over 1,000 saves of one edited block (every save its own history entry).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { benchApp, ms, signUpCookie, timeRequests } from "./harness";

const BLOCKS = 1000;
const SAVES_FOR_SIZE = 1000;

type Saved = { version: number; blocks: { id: string; originalText: string }[] };

const newList = (round: number) =>
  Array.from({ length: BLOCKS }, (_, i) => ({
    type: "PAIN_POINT",
    originalText: `Parágrafo ${i} (${round}): você já sentiu que faz tudo certo e mesmo assim nada muda no fim do mês?`,
    translation: `Paragraph ${i}: have you ever felt you do everything right and still nothing changes?`,
    expansion: i % 3 === 0 ? "Uma expansão mais longa deste bloco, escrita pelo redator. ".repeat(3) : "",
    confidence: 70,
  }));

async function request(
  app: FastifyInstance,
  cookie: string,
  method: "PUT" | "PATCH",
  url: string,
  payload: object,
) {
  const res = await app.inject({ method, url, headers: { cookie }, payload });
  if (res.statusCode !== 200)
    throw new Error(`${method} failed: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json() as Saved;
}

export default async function run() {
  const { app, database } = await benchApp({ historyFoldSeconds: 0 });
  const user = await signUpCookie(app, "bench-blocks@example.com");
  const create = async (title: string) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: user.cookie },
      payload: { title },
    });
    return { id: res.json().id as string, version: res.json().version as number };
  };

  // A new 1,000-block list every time (fresh blocks replace the previous ones).
  const whole = await create("Bench whole list");
  let round = 0;
  const wholeSave = await timeRequests(20, async () => {
    round += 1;
    const saved = await request(app, user.cookie, "PUT", `/api/projects/${whole.id}/blocks`, {
      baseVersion: whole.version,
      blocks: newList(round),
    });
    whole.version = saved.version;
  });

  // One changed block in a saved 1,000-block project.
  const edited = await create("Bench one block");
  let state = await request(app, user.cookie, "PUT", `/api/projects/${edited.id}/blocks`, {
    baseVersion: edited.version,
    blocks: newList(0),
  });
  let edit = 0;
  const patchOne = await timeRequests(20, async () => {
    edit += 1;
    const block = state.blocks[500];
    const saved = await request(app, user.cookie, "PATCH", `/api/projects/${edited.id}/blocks`, {
      baseVersion: state.version,
      upsert: [{ ...block, type: "PAIN_POINT", expansion: "", originalText: `Editado ${edit}` }],
    });
    state = saved;
  });
  const putOne = await timeRequests(20, async () => {
    edit += 1;
    const blocks = state.blocks.map((b, i) => (i === 500 ? { ...b, originalText: `Editado ${edit}` } : b));
    state = await request(app, user.cookie, "PUT", `/api/projects/${edited.id}/blocks`, {
      baseVersion: state.version,
      blocks,
    });
  });

  // Baseline: the same rows in one raw multi-row INSERT, then removed (as a new-list save does).
  const baselineProject = randomUUID();
  await database.db.execute(
    sql`insert into projects (id, user_id, title) values (${baselineProject}, ${user.id}, 'Baseline')`,
  );
  const blocks = newList(0);
  const raw = await timeRequests(20, async () => {
    const values = sql.join(
      blocks.map(
        (b, i) =>
          sql`(${baselineProject}::uuid, ${i}, ${b.type}, ${b.originalText}, ${b.translation}, ${b.expansion}, ${JSON.stringify({ confidence: b.confidence })}::jsonb)`,
      ),
      sql`, `,
    );
    await database.db.execute(sql`delete from project_blocks where project_id = ${baselineProject}::uuid`);
    await database.db.execute(
      sql`insert into project_blocks (project_id, position, type, original_text, translation, expansion, metadata) values ${values}`,
    );
  });

  // Database size over 1,000 saves of one edited block, each its own history entry.
  const sizeProject = await create("Bench size");
  let sized = await request(app, user.cookie, "PUT", `/api/projects/${sizeProject.id}/blocks`, {
    baseVersion: sizeProject.version,
    blocks: newList(0),
  });
  const size = async () => {
    await database.db.execute(sql`vacuum`);
    const result = (await database.db.execute(
      sql`select pg_database_size(current_database())::bigint as bytes`,
    )) as unknown as {
      rows: { bytes: string | number }[];
    };
    return Number(result.rows[0].bytes);
  };
  const before = await size();
  for (let i = 0; i < SAVES_FOR_SIZE; i++) {
    const block = sized.blocks[250];
    sized = await request(app, user.cookie, "PATCH", `/api/projects/${sizeProject.id}/blocks`, {
      baseVersion: sized.version,
      upsert: [
        {
          ...block,
          type: "PAIN_POINT",
          expansion: "",
          originalText: `${block.originalText.slice(0, 60)} ${i}`,
        },
      ],
    });
  }
  const after = await size();
  const counts = (await database.db.execute(
    sql`select (select count(*) from block_revisions where project_id = ${sizeProject.id}::uuid)::int as revisions,
               (select count(*) from project_versions where project_id = ${sizeProject.id}::uuid)::int as versions`,
  )) as unknown as { rows: { revisions: number; versions: number }[] };

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`database: ${database.kind}`);
  console.table([
    { case: `PUT a new ${BLOCKS}-block list`, median: ms(wholeSave.median), p95: ms(wholeSave.p95) },
    { case: `PATCH 1 changed block of ${BLOCKS}`, median: ms(patchOne.median), p95: ms(patchOne.p95) },
    { case: `PUT ${BLOCKS} blocks, 1 changed`, median: ms(putOne.median), p95: ms(putOne.p95) },
    { case: `raw INSERT of ${BLOCKS} rows (+ delete)`, median: ms(raw.median), p95: ms(raw.p95) },
  ]);
  console.log(`ratio new-list PUT / raw insert (median): ${(wholeSave.median / raw.median).toFixed(2)}x`);
  console.log(
    `ratio 1-block PATCH / new-list PUT (median): ${(patchOne.median / wholeSave.median).toFixed(2)}x`,
  );
  console.log(`ratio 1-block PUT / new-list PUT (median): ${(putOne.median / wholeSave.median).toFixed(2)}x`);
  console.log(
    `database growth over ${SAVES_FOR_SIZE} saves of 1 edited block in a ${BLOCKS}-block project: ${kb(after - before)} (${kb(before)} -> ${kb(after)}); ${counts.rows[0].revisions} block revisions, ${counts.rows[0].versions} history entries`,
  );
  await app.close();
  await database.close();
}
