// AI typing and translation of a 1,000-paragraph letter through the real endpoints, against the
// fake provider paced like a mid-size hosted model (400 ms to the first token, 12 ms per token):
// wall time, calls and tokens the default way (batched) and the one-call-per-block way; then
// typing 100 paragraphs while the provider refuses connections (the local model must answer).
//
//   npm run bench -- ai                 # both ways
//   BENCH_AI_WAYS=batched npm run bench -- ai          # or "one call", or "unreachable"
//   BENCH_AI_PARAGRAPHS=200 npm run bench -- ai

import { spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/open";
import { signUpCookie } from "./harness";

const PARAGRAPHS = Number(process.env.BENCH_AI_PARAGRAPHS ?? 1000);
const LATENCY_MS = 400;
const MS_PER_TOKEN = 12;

/** The default settings, then one paragraph per call (the way the first client-only version worked). */
type Way = { label: string; env: Record<string, string> };
const WAYS = (
  [
    { label: "batched (default)", env: {} },
    { label: "one call per block", env: { AI_BATCH_SIZE: "1" } },
  ] as Way[]
).filter((way) => !process.env.BENCH_AI_WAYS || way.label.startsWith(process.env.BENCH_AI_WAYS));

type Stats = { calls: number; promptTokens: number; completionTokens: number };
type Row = { task: string; way: string; seconds: string; calls: number; prompt: number; completion: number };

export default async function run() {
  const fake = await startFakeProvider();
  const text = letter(PARAGRAPHS);
  const rows: Row[] = [];
  try {
    for (const way of WAYS) {
      const database = await openDatabase({ inMemory: true });
      await database.migrate();
      const config = loadConfig(
        {
          LOG_LEVEL: "silent",
          AI_API_KEY: "bench-key",
          AI_BASE_URL: fake.url,
          SIGN_IN_RATE_LIMIT: "1000",
          API_WRITE_RATE_LIMIT: "100000",
          ...way.env,
        },
        { serveWeb: false },
      );
      const app = await buildApp({ config, database, authSecret: "bench-secret-bench-secret-bench-secret" });
      const headers = { cookie: (await signUpCookie(app, "bench-ai@example.com")).cookie };

      await fake.resetStats();
      let start = performance.now();
      const analyzed = await app.inject({ method: "POST", url: "/api/analyze", headers, payload: { text } });
      if (analyzed.statusCode !== 200) throw new Error(`analyze: ${analyzed.statusCode} ${analyzed.body}`);
      const { blocks, engine } = analyzed.json();
      if (engine !== "ai" || blocks.length !== PARAGRAPHS)
        throw new Error(`analyze typed ${blocks.length} blocks with ${engine}`);
      rows.push(row("typing", way.label, performance.now() - start, await fake.stats()));

      const project = (
        await app.inject({ method: "POST", url: "/api/projects", headers, payload: { title: "Bench" } })
      ).json();
      const saved = await app.inject({
        method: "PUT",
        url: `/api/projects/${project.id}/blocks`,
        headers,
        payload: { baseVersion: 1, blocks },
      });
      if (saved.statusCode !== 200) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
      await fake.resetStats();
      start = performance.now();
      const translated = await app.inject({
        method: "POST",
        url: `/api/projects/${project.id}/translate`,
        headers,
        payload: { language: "en" },
      });
      if (translated.statusCode !== 200)
        throw new Error(`translate: ${translated.statusCode} ${translated.body}`);
      const { failed } = translated.json();
      if (failed > 0) throw new Error(`translation failed for ${failed} blocks`);
      rows.push(row("translation", way.label, performance.now() - start, await fake.stats()));
      await app.close();
      await database.close();
    }
    const ways = process.env.BENCH_AI_WAYS;
    if (!ways || ways.includes("unreachable")) rows.push(await unreachable());
  } finally {
    fake.close();
  }
  console.log(
    `${PARAGRAPHS} paragraphs (${text.length} characters), fake provider at ${LATENCY_MS} ms + ${MS_PER_TOKEN} ms/token`,
  );
  console.table(rows);
}

/** Typing 100 paragraphs while the provider refuses connections: the local model answers. */
async function unreachable(): Promise<Row> {
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  const config = loadConfig(
    {
      LOG_LEVEL: "silent",
      AI_API_KEY: "bench-key",
      AI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
    },
    { serveWeb: false },
  );
  const app = await buildApp({ config, database, authSecret: "bench-secret-bench-secret-bench-secret" });
  const headers = { cookie: (await signUpCookie(app, "bench-gone@example.com")).cookie };
  const start = performance.now();
  const res = await app.inject({
    method: "POST",
    url: "/api/analyze",
    headers,
    payload: { text: letter(100) },
  });
  const ms = performance.now() - start;
  if (res.json().engine !== "rules") throw new Error(`unreachable provider: ${res.body.slice(0, 200)}`);
  await app.close();
  await database.close();
  return row(
    "typing 100, provider unreachable",
    "local fallback",
    ms,
    res.json().usage ?? {
      calls: 0,
      promptTokens: 0,
      completionTokens: 0,
    },
  );
}

/** A port nobody listens on (one just freed): connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function row(task: string, way: string, ms: number, stats: Stats): Row {
  return {
    task,
    way,
    seconds: (ms / 1000).toFixed(1),
    calls: stats.calls,
    prompt: stats.promptTokens,
    completion: stats.completionTokens,
  };
}

const OPENINGS = [
  "Você já acordou cansado, mesmo depois de dormir a noite inteira",
  "Durante anos eu tentei de tudo para resolver isso",
  "Os médicos diziam que era normal, que era da idade",
  "Foi então que uma pesquisa da universidade mudou tudo",
  "Mais de 37 mil pessoas já usaram este método",
  "Imagine acordar daqui a 30 dias com energia de sobra",
  "Clique no botão abaixo e garanta a sua vaga agora",
  "Você tem 60 dias de garantia incondicional",
  "E ainda leva três bônus exclusivos",
  "Mas existe um motivo que a indústria não quer que você saiba",
];
const CLAUSES = [
  "e ninguém nunca explicou por quê",
  "sem dietas malucas nem remédios caros",
  "porque o problema nunca foi a sua força de vontade",
  "e a minha esposa foi a primeira a perceber a diferença",
  "num estudo publicado com mais de duas mil pessoas",
  "antes que o preço volte ao valor normal",
  "enquanto os seus amigos continuam presos no mesmo lugar",
  "com um ingrediente simples que você encontra em qualquer mercado",
];

/** A long letter of varied paragraphs (one to three clauses each), the same on every run. */
export function letter(paragraphs: number): string {
  return Array.from({ length: paragraphs }, (_, i) => {
    const clauses = Array.from({ length: 1 + (i % 3) }, (_, k) => CLAUSES[(i * 3 + k * 5) % CLAUSES.length]);
    return `${OPENINGS[(i * 7) % OPENINGS.length]}, ${clauses.join(", ")} (parte ${i + 1}).`;
  }).join("\n\n");
}

/** The provider is another service: the fake runs in its own process, as a real one would. */
async function startFakeProvider() {
  const port = 4323;
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "scripts/fake-ai-server.ts",
      "--port",
      String(process.env.BENCH_FAKE_AI_PORT ?? port),
      "--latency-ms",
      String(LATENCY_MS),
      "--ms-per-token",
      String(MS_PER_TOKEN),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = `http://127.0.0.1:${process.env.BENCH_FAKE_AI_PORT ?? port}/v1`;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`fake AI server exited with ${code}`)));
  });
  return {
    url,
    stats: async (): Promise<Stats> => (await fetch(`${url}/stats`)).json() as Promise<Stats>,
    resetStats: async () => void (await fetch(`${url}/stats`, { method: "DELETE" })),
    close: () => child.kill("SIGTERM"),
  };
}
