import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

// Runs the real server process (src/server/main.ts) for tests that need start-up, signals or crashes.
const root = path.resolve(import.meta.dirname, "../../..");

export function startServer(env: Record<string, string>, as?: { uid: number; gid: number }) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...as,
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/**
 * Waits for a started server to answer. Generous: a fresh embedded database plus every migration
 * takes seconds on a quiet machine and far longer on a busy CI runner; this is a wait, not a
 * speed check (the benchmarks measure speed).
 */
export async function waitForHealth(base: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

export const randomPort = () => String(41_000 + Math.floor(Math.random() * 8000));

/** Signs up through the running server and returns the session cookie. */
export async function signUpOver(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "secret123", name: "Crash" }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return (res.headers.getSetCookie().find((c) => c.includes("session_token")) ?? "").split(";")[0];
}
