// Dashboard list and timeline with 1,000 projects of 50 blocks each: latency in process and the
// number of SQL queries per request, which must not grow with the number of projects.
import { sql } from "drizzle-orm";
import { benchApp, ms, signUpCookie, timeRequests } from "./harness";

async function seed(
  database: Awaited<ReturnType<typeof benchApp>>["database"],
  userId: string,
  projects: number,
) {
  await database.db.execute(sql`
    insert into projects (user_id, title, niche, description, is_public, updated_at)
    select ${userId}, 'Projeto ' || g, (array['Saúde','Finanças','Educação'])[1 + g % 3],
           repeat('Descrição do projeto de copy. ', 8), g % 2 = 0, now() - (g || ' minutes')::interval
    from generate_series(1, ${projects}) g`);
  await database.db.execute(sql`
    insert into project_blocks (project_id, position, type, original_text, expansion)
    select p.id, b, 'HOOK', 'Parágrafo ' || b || ' de uma carta de vendas com algum texto real.', ''
    from projects p cross join generate_series(0, 49) b
    where p.user_id = ${userId}`);
}

export default async function run() {
  const { app, database, queries } = await benchApp();
  const rows: string[][] = [];
  for (const projectCount of [10, 1000]) {
    const user = await signUpCookie(app, `bench-${projectCount}@example.com`);
    await database.db.execute(sql`truncate projects cascade`);
    await seed(database, user.id, projectCount);

    for (const [name, url] of [
      ["GET /api/projects", "/api/projects"],
      ["GET /api/timeline", "/api/timeline"],
    ] as const) {
      const call = () => app.inject({ url, headers: { cookie: user.cookie } });
      const before = queries.count;
      const res = await call();
      const perRequest = queries.count - before;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const items = res.json().projects.length;
      const { median, p95 } = await timeRequests(projectCount >= 1000 ? 30 : 50, call);
      rows.push([name, String(projectCount), String(items), ms(median), ms(p95), String(perRequest)]);
    }
  }
  console.log(`database: ${database.kind}`);
  console.table(
    rows.map(([request, projects, items, median, p95, sqlQueries]) => ({
      request,
      projects,
      items,
      median,
      p95,
      sqlQueries,
    })),
  );
  await app.close();
  await database.close();
}
