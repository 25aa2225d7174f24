// Shared pieces of the server benchmarks: a real app over a real database, request timing.
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app";
import { type Config, loadConfig } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/open";

export type BenchApp = { app: FastifyInstance; database: Database; queries: { count: number } };

/** PGlite in memory by default; BENCH_DATABASE_URL runs the same benchmark on PostgreSQL. */
export async function benchApp(overrides: Partial<Config> = {}): Promise<BenchApp> {
  const queries = { count: 0 };
  const database = await openDatabase({
    inMemory: true,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    onQuery: () => {
      queries.count += 1;
    },
  });
  await database.migrate();
  const config = loadConfig(
    // The write limit guards a real server from one user; a benchmark writes far more than that.
    { LOG_LEVEL: "silent", SIGN_IN_RATE_LIMIT: "100000", API_WRITE_RATE_LIMIT: "1000000" },
    { serveWeb: false, ...overrides },
  );
  const app = await buildApp({ config, database, authSecret: "bench-secret-bench-secret-bench-secret" });
  await app.ready();
  return { app, database, queries };
}

export async function signUpCookie(
  app: FastifyInstance,
  email: string,
): Promise<{ id: string; cookie: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    payload: { email, password: "bench-password", name: email.split("@")[0] },
  });
  const cookie = String(res.headers["set-cookie"]).split(";")[0];
  return { id: res.json().user.id, cookie };
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Times `runs` sequential calls (after `warmup` untimed ones); returns median and p95 in ms. */
export async function timeRequests(runs: number, fn: () => Promise<unknown>, warmup = 3) {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
