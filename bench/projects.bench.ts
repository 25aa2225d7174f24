// Dashboard list, timeline and activity feed with 10 and with 10,000 projects (20 blocks and one
// activity each): latency in process and SQL queries per request. The lists are paged with a
// keyset cursor, so a page of 10 (the whole list at 10 projects) must cost the same at both sizes
// (target: ratio ≤ 1.5) and the query count must not grow. The default page of 50 and the second
// page are shown beside it. BENCH_PROJECTS=10,1000 changes the sizes.
import { sql } from "drizzle-orm";
import { benchApp, ms, signUpCookie, timeRequests } from "./harness";

const SIZES = (process.env.BENCH_PROJECTS ?? "10,10000").split(",").map(Number);
const BLOCKS_PER_PROJECT = 20;

async function seed(
  database: Awaited<ReturnType<typeof benchApp>>["database"],
  userId: string,
  count: number,
) {
  await database.db.execute(sql`
    insert into projects (user_id, title, niche, description, is_public, updated_at)
    select ${userId}, 'Projeto ' || g, (array['Saúde','Finanças','Educação'])[1 + g % 3],
           repeat('Descrição do projeto de copy. ', 8), g % 2 = 0, now() - (g || ' minutes')::interval
    from generate_series(1, ${count}) g`);
  await database.db.execute(sql`
    insert into project_blocks (project_id, position, type, original_text, expansion)
    select p.id, b, 'HOOK', 'Parágrafo ' || b || ' de uma carta de vendas com algum texto real.', ''
    from projects p cross join generate_series(0, ${BLOCKS_PER_PROJECT - 1}) b
    where p.user_id = ${userId}`);
  await database.db.execute(sql`
    insert into project_activities (project_id, user_id, action_type, created_at)
    select id, user_id, 'created', updated_at from projects where user_id = ${userId}`);
  await database.db.execute(sql`analyze`);
}

type Row = { request: string; projects: number; items: number; median: number; p95: number; queries: number };

export default async function run() {
  const { app, database, queries } = await benchApp();
  const rows: Row[] = [];
  for (const projectCount of SIZES) {
    const user = await signUpCookie(app, `bench-${projectCount}@example.com`);
    await database.db.execute(sql`truncate projects cascade`);
    await seed(database, user.id, projectCount);

    const lists = [
      ["GET /api/projects", "/api/projects", "projects"],
      ["GET /api/timeline", "/api/timeline", "projects"],
      ["GET /api/activities", "/api/activities", "activities"],
    ] as const;
    for (const [name, url, key] of lists) {
      const first = await app.inject({ url: `${url}?limit=10`, headers: { cookie: user.cookie } });
      if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
      const targets: [string, string][] = [[`${name}?limit=10`, `${url}?limit=10`]];
      // The next page, and the default page size, when the list is paged at all.
      const cursor = first.json().nextCursor;
      if (cursor) targets.push([`  2nd page of 10`, `${url}?limit=10&cursor=${cursor}`]);
      if (projectCount > 50) targets.push([`  default page`, url]);
      for (const [label, target] of targets) {
        const call = () => app.inject({ url: target, headers: { cookie: user.cookie } });
        const before = queries.count;
        const res = await call();
        const perRequest = queries.count - before;
        const items = res.json()[key].length;
        const { median, p95 } = await timeRequests(projectCount >= 1000 ? 20 : 50, call);
        rows.push({ request: label, projects: projectCount, items, median, p95, queries: perRequest });
      }
    }
  }
  console.log(`database: ${database.kind}`);
  console.table(rows.map((r) => ({ ...r, median: ms(r.median), p95: ms(r.p95) })));
  const [small, large] = [Math.min(...SIZES), Math.max(...SIZES)];
  const ratios = rows
    .filter((r) => r.projects === large)
    .map((r) => {
      const base = rows.find((b) => b.projects === small && b.request === r.request);
      return base
        ? `${r.request}: ${(r.median / base.median).toFixed(2)}× (p95 ${(r.p95 / base.p95).toFixed(2)}×)`
        : null;
    })
    .filter(Boolean);
  console.log(`median at ${large} projects ÷ median at ${small} (target ≤ 1.5):\n  ${ratios.join("\n  ")}`);
  await app.close();
  await database.close();
}
