// AI typing and translation of 100 blocks against a fake provider answering in 300 ms: wall time
// with the default concurrency against a sequential one-block-after-another baseline.

import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createAiServices } from "../src/server/ai/services";
import { typeWithAi } from "../src/server/ai/typing";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/open";
import { ms, signUpCookie } from "./harness";

const BLOCKS = 100;
const LATENCY_MS = 300;

export default async function run() {
  // The provider is another service: the fake runs in its own process, as a real one would.
  const fake = await startFakeProvider();
  const config = loadConfig(
    { LOG_LEVEL: "silent", AI_API_KEY: "bench-key", AI_BASE_URL: fake.url, SIGN_IN_RATE_LIMIT: "1000" },
    { serveWeb: false },
  );
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  const ai = createAiServices(config, database.db);
  const paragraphs = Array.from(
    { length: BLOCKS },
    (_, i) => `Parágrafo ${i} de uma carta de vendas de teste.`,
  );

  // Typing: the default concurrency, then the sequential baseline (concurrency 1).
  const typingTimes: Record<string, number> = {};
  for (const [label, concurrency] of [
    [`concurrent (${ai.concurrency})`, ai.concurrency],
    ["sequential baseline", 1],
  ] as const) {
    await database.db.execute("truncate ai_cache" as never);
    const start = performance.now();
    await typeWithAi(database.db, ai.provider!, paragraphs, {
      concurrency,
      onProgress: () => {},
      newId: randomUUID,
    });
    typingTimes[label] = performance.now() - start;
  }

  // Translation through the real endpoint: the default concurrency, then an app limited to one call
  // at a time (the sequential baseline), on the same database.
  const translationTimes: number[] = [];
  for (const concurrency of [String(ai.concurrency), "1"]) {
    const appConfig = loadConfig(
      { LOG_LEVEL: "silent", AI_API_KEY: "bench-key", AI_BASE_URL: fake.url, AI_CONCURRENCY: concurrency },
      { serveWeb: false },
    );
    const app = await buildApp({
      config: appConfig,
      database,
      authSecret: "bench-secret-bench-secret-bench-secret",
    });
    const user = await signUpCookie(app, `bench-ai-${concurrency}@example.com`);
    const headers = { cookie: user.cookie };
    const project = (
      await app.inject({ method: "POST", url: "/api/projects", headers, payload: { title: "AI" } })
    ).json();
    await app.inject({
      method: "PUT",
      url: `/api/projects/${project.id}/blocks`,
      headers,
      payload: { baseVersion: 1, blocks: paragraphs.map((originalText) => ({ type: "HOOK", originalText })) },
    });
    await database.db.execute("truncate ai_cache" as never);
    const start = performance.now();
    const res = await app.inject({
      method: "POST",
      url: `/api/projects/${project.id}/translate`,
      headers,
      payload: { language: "es" },
    });
    translationTimes.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`translate failed: ${res.statusCode} ${res.body}`);
    await app.close();
  }
  const [translateConcurrent, translateSequential] = translationTimes;

  const [typingConcurrent, typingSequential] = Object.values(typingTimes);
  console.log(`${BLOCKS} blocks, fake provider answering in ${LATENCY_MS} ms`);
  console.table([
    {
      task: "AI typing",
      concurrent: ms(typingConcurrent),
      sequential: ms(typingSequential),
      ratio: (typingConcurrent / typingSequential).toFixed(3),
    },
    {
      task: "translation (whole request)",
      concurrent: ms(translateConcurrent),
      sequential: ms(translateSequential),
      ratio: (translateConcurrent / translateSequential).toFixed(3),
    },
  ]);
  await database.close();
  fake.close();
}

async function startFakeProvider() {
  const port = 43_000 + Math.floor(Math.random() * 1000);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/fake-ai-server.ts", "--port", String(port)],
    {
      env: { ...process.env, FAKE_AI_DELAY_MS: String(LATENCY_MS) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`fake AI server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/v1`, close: () => child.kill("SIGTERM") };
}
