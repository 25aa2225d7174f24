// GET /api/health latency while one writer saves a 5,000-block project (the largest a project
// may be) through the real PUT over HTTP on the embedded database. Every other request waits
// while the save holds the server; the target is p99 under 500 ms on PGlite.
import { benchApp, ms, percentile, signUpCookie } from "./harness";

const BLOCKS = 5000;
/** How often the health check is asked for while the save runs. */
const POLL_MS = 20;

export default async function run() {
  const { app } = await benchApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const user = await signUpCookie(app, "bench-health-save@example.com");
  const created = await app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie: user.cookie },
    payload: { title: "Health during a save" },
  });
  const { id, version } = created.json() as { id: string; version: number };
  const body = JSON.stringify({
    baseVersion: version,
    blocks: Array.from({ length: BLOCKS }, (_, i) => ({
      type: "PAIN_POINT",
      originalText: `Parágrafo ${i}: você já sentiu que faz tudo certo e nada muda? `.repeat(4),
      translation: `Paragraph ${i}: have you felt you do everything right and nothing changes?`,
      expansion: i % 3 === 0 ? "Uma expansão mais longa deste bloco. ".repeat(5) : "",
      confidence: 70,
    })),
  });

  const latencies: number[] = [];
  let saving = true;
  const poll = (async () => {
    while (saving) {
      const started = performance.now();
      const res = await fetch(`${origin}/api/health`);
      await res.text();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${origin}/api/projects/${id}/blocks`, {
    method: "PUT",
    headers: { cookie: user.cookie, "content-type": "application/json", origin },
    body,
  });
  await res.text();
  const saveMs = performance.now() - started;
  saving = false;
  await poll;
  if (res.status !== 200) throw new Error(`save failed: ${res.status}`);

  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`save of ${BLOCKS} blocks: ${ms(saveMs)}`);
  console.log(
    `GET /api/health during it (${sorted.length} requests): p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted[sorted.length - 1])} (target p99 < 500 ms)`,
  );
  await app.close();
}
