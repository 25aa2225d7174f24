// Live events across two server processes on one PostgreSQL, as behind a load balancer:
// - delay from posting a comment on instance A to its event on a stream open on instance B
//   (1,000 comments, p50/p99; includes the comment's own write);
// - how many event streams one instance holds, and its resident memory per open stream.

import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { ms, percentile } from "./harness";

const COMMENTS = 1000;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const SERVER = process.env.POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export default async function run() {
  const database = await createDatabase();
  if (!database) {
    console.log("PostgreSQL not reachable: the cross-instance events benchmark needs it (skipped)");
    return;
  }
  const instances: ChildProcess[] = [];
  try {
    const [a, b] = [
      await startInstance(database.url, 3471, instances),
      await startInstance(database.url, 3472, instances),
    ];
    const cookie = await signUp(a);
    const projectId = await createPublicProject(a, cookie);

    // 1. Delivery delay across instances.
    const stream = await openStream(b, projectId, cookie);
    await stream.waitFor("presence");
    const delays: number[] = [];
    for (let i = 0; i < COMMENTS; i++) {
      const marker = `bench-${i}`;
      const arrived = stream.waitFor("comment", (data) => data.includes(marker));
      const start = performance.now();
      await post(a, `/api/projects/${projectId}/comments`, cookie, { content: marker });
      await arrived;
      delays.push(performance.now() - start);
    }
    stream.close();
    delays.sort((x, y) => x - y);
    console.log(
      `comment on A → event on B, ${COMMENTS} events: p50 ${ms(percentile(delays, 50))}, p99 ${ms(percentile(delays, 99))}, max ${ms(delays.at(-1)!)}`,
    );

    // 2. Open streams held by one instance and its memory per stream.
    const pid = instances[1].pid!;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = residentKb(pid);
    const streams: { close(): void }[] = [];
    const opened = performance.now();
    for (let i = 0; i < STREAMS; i += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(b, projectId, cookie)),
      );
      streams.push(...batch);
    }
    const openMs = performance.now() - opened;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = residentKb(pid);
    console.log(
      `${streams.length} streams open on one instance in ${ms(openMs)}: resident memory ${(before / 1024).toFixed(0)} MB → ${(after / 1024).toFixed(0)} MB, ${((after - before) / streams.length).toFixed(1)} KB per stream`,
    );
    for (const s of streams) s.close();
  } finally {
    for (const child of instances) child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database.drop();
  }
}

async function createDatabase() {
  const admin = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `copyblocks_bench_events_${Date.now()}`;
  await admin.query(`create database "${name}"`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

function startInstance(databaseUrl: string, port: number, instances: ChildProcess[]): Promise<number> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      SIGN_IN_RATE_LIMIT: "100000",
      API_WRITE_RATE_LIMIT: "1000000",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
      AI_API_KEY: "",
    },
    stdio: "ignore",
  });
  instances.push(child);
  return waitForHealth(port).then(() => port);
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance on port ${port} did not start`);
}

async function post(port: number, path: string, cookie: string, body: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    // better-auth checks the origin of browser-like requests, as a browser would send it.
    headers: { "content-type": "application/json", cookie, origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function signUp(port: number) {
  const res = await post(port, "/api/auth/sign-up/email", "", {
    email: `bench-events-${Date.now()}@example.com`,
    password: "bench-password-1",
    name: "Bench",
  });
  return String(res.headers.get("set-cookie")).split(";")[0];
}

async function createPublicProject(port: number, cookie: string) {
  const created = (await (await post(port, "/api/projects", cookie, { title: "Eventos" })).json()) as {
    id: string;
  };
  await fetch(`http://127.0.0.1:${port}/api/projects/${created.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ isPublic: true }),
  });
  return created.id;
}

/** A raw http stream (one socket each, no fetch machinery), so thousands stay cheap on our side. */
function openStream(port: number, projectId: string, cookie: string) {
  const waiters: { name: string; test?: (data: string) => boolean; resolve: () => void }[] = [];
  let buffer = "";
  return new Promise<{
    waitFor(name: string, test?: (data: string) => boolean): Promise<void>;
    close(): void;
  }>((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port,
        path: `/api/projects/${projectId}/events`,
        headers: { accept: "text/event-stream", cookie },
        agent: false,
      },
      (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let cut = buffer.indexOf("\n\n");
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf("\n\n");
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
            for (const w of [...waiters]) {
              if (w.name === name && (!w.test || w.test(data))) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve();
              }
            }
          }
        });
        res.on("error", () => {});
        resolve({
          waitFor: (name, test) => new Promise<void>((done) => waiters.push({ name, test, resolve: done })),
          close: () => req.destroy(),
        });
      },
    );
    req.on("error", reject);
  });
}

function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
