// Twenty writers saving 1,000-block projects at the same moment through the real
// PUT /api/projects/:id/blocks over HTTP: latency of every request, p50 and p99. On the embedded
// database (one connection for the whole process) the target is a fair queue: p99 within 3× p50.
import { benchApp, ms, percentile, signUpCookie } from "./harness";

const WRITERS = 20;
const BLOCKS = 1000;
/** One untimed round first: the first saves also warm the engine up. */
const ROUNDS = 5;

type Writer = { cookie: string; id: string; version: number };

export default async function run() {
  const { app, database } = await benchApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const writers: Writer[] = [];
  for (let i = 0; i < WRITERS; i++) {
    const user = await signUpCookie(app, `bench-concurrent-${i}@example.com`);
    const created = await app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: user.cookie },
      payload: { title: `Concurrent ${i}` },
    });
    writers.push({ cookie: user.cookie, id: created.json().id, version: created.json().version });
  }
  const blocks = (round: number, writer: number) =>
    Array.from({ length: BLOCKS }, (_, i) => ({
      type: "PAIN_POINT",
      originalText: `Rodada ${round}, redator ${writer}, parágrafo ${i}: você já sentiu que faz tudo certo e nada muda?`,
      translation: `Round ${round}, writer ${writer}, paragraph ${i}: have you felt you do everything right?`,
      expansion: i % 3 === 0 ? "Uma expansão mais longa deste bloco, escrita pelo redator. ".repeat(3) : "",
      confidence: 70,
    }));

  /** Every writer saves at once; resolves with each request's latency in ms. */
  async function burst(round: number): Promise<number[]> {
    const bodies = writers.map((w, i) =>
      JSON.stringify({ baseVersion: w.version, blocks: blocks(round, i) }),
    );
    return Promise.all(
      writers.map(async (writer, i) => {
        const started = performance.now();
        const res = await fetch(`${origin}/api/projects/${writer.id}/blocks`, {
          method: "PUT",
          headers: { cookie: writer.cookie, "content-type": "application/json", origin },
          body: bodies[i],
        });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`save failed: ${res.status} ${text.slice(0, 200)}`);
        writer.version = JSON.parse(text).version;
        return performance.now() - started;
      }),
    );
  }

  await burst(0);
  const samples: number[] = [];
  const rows: { round: number; p50: string; p99: string; "p99/p50": string }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const latencies = (await burst(round)).sort((a, b) => a - b);
    samples.push(...latencies);
    const [p50, p99] = [percentile(latencies, 50), percentile(latencies, 99)];
    rows.push({ round, p50: ms(p50), p99: ms(p99), "p99/p50": (p99 / p50).toFixed(2) });
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  console.log(`database: ${database.kind}; ${WRITERS} concurrent saves of ${BLOCKS} blocks over HTTP`);
  console.table(rows);
  console.log(
    `all ${samples.length} saves: p50 ${ms(p50)}, p99 ${ms(p99)}, p99/p50 ${(p99 / p50).toFixed(2)} (target ≤ 3)`,
  );
  await app.close();
  await database.close();
}
