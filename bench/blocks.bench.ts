// Saving a 1,000-block project through PUT /api/projects/:id/blocks, against the baseline of a
// single raw multi-row INSERT of the same rows on the same database.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { benchApp, ms, signUpCookie, timeRequests } from "./harness";

const BLOCKS = 1000;

export default async function run() {
  const { app, database } = await benchApp();
  const user = await signUpCookie(app, "bench-blocks@example.com");
  const created = await app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie: user.cookie },
    payload: { title: "Bench" },
  });
  const projectId = created.json().id as string;
  const blocks = Array.from({ length: BLOCKS }, (_, i) => ({
    type: "PAIN_POINT",
    originalText: `Parágrafo ${i}: você já sentiu que faz tudo certo e mesmo assim nada muda no fim do mês?`,
    translation: `Paragraph ${i}: have you ever felt you do everything right and still nothing changes?`,
    expansion: i % 3 === 0 ? "Uma expansão mais longa deste bloco, escrita pelo redator. ".repeat(3) : "",
    confidence: 70,
  }));

  let version = created.json().version as number;
  const save = await timeRequests(20, async () => {
    const res = await app.inject({
      method: "PUT",
      url: `/api/projects/${projectId}/blocks`,
      headers: { cookie: user.cookie },
      payload: { baseVersion: version, blocks },
    });
    if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
    version = res.json().version;
  });

  // Baseline: the same rows in one raw multi-row INSERT (then removed, untimed).
  const baselineProject = randomUUID();
  await database.db.execute(
    sql`insert into projects (id, user_id, title) values (${baselineProject}, ${user.id}, 'Baseline')`,
  );
  const raw = await timeRequests(20, async () => {
    const values = sql.join(
      blocks.map(
        (b, i) =>
          sql`(${baselineProject}::uuid, ${i}, ${b.type}, ${b.originalText}, ${b.translation}, ${b.expansion}, ${JSON.stringify({ confidence: b.confidence })}::jsonb)`,
      ),
      sql`, `,
    );
    await database.db.execute(
      sql`insert into project_blocks (project_id, position, type, original_text, translation, expansion, metadata) values ${values}`,
    );
    await database.db.execute(sql`delete from project_blocks where project_id = ${baselineProject}::uuid`);
  });

  console.log(`database: ${database.kind}`);
  console.table([
    { case: `PUT ${BLOCKS} blocks (whole request)`, median: ms(save.median), p95: ms(save.p95) },
    { case: `raw INSERT of ${BLOCKS} rows (+ delete)`, median: ms(raw.median), p95: ms(raw.p95) },
  ]);
  console.log(`ratio save / raw insert (median): ${(save.median / raw.median).toFixed(2)}x`);
  await app.close();
  await database.close();
}
