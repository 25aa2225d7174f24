#!/usr/bin/env node
// `npm run check:image`: what deploy/Dockerfile's runtime stage does, without Docker. Copies the
// built app (run `npm run build` first) with package.json and the lock into a temporary folder,
// installs the runtime dependencies only, starts `node dist/server/main.js` there on a fresh
// embedded database, and checks what depends on files found at run time: migrations and the
// password list (start-up), the admin SQL scripts, the web app, the typing worker thread and the
// PDF fonts. Prints the sizes that matter for the image.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.CHECK_PORT ?? 3480);
const base = `http://127.0.0.1:${port}`;
const email = "image-check@example.com";
// Longer than the 20,000 characters from which the server types a text in its worker thread.
const PAIRS = 150;
const LONG_TEXT = Array.from(
  { length: PAIRS },
  (_, i) =>
    `Paragraph ${i + 1}: you have tried every diet and nothing worked. Here is why, and what to do about it today.\n\n` +
    "Click the button below and get instant access for only $27.",
).join("\n\n");

function check(condition, what) {
  if (!condition) throw new Error(`check failed: ${what}`);
  console.log(`ok   ${what}`);
}

const sizeOf = (dir) => execFileSync("du", ["-sh", dir], { encoding: "utf8" }).split("\t")[0];

for (const built of ["dist/server/main.js", "dist/web/index.html"]) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const app = mkdtempSync(path.join(tmpdir(), "copyblocks-image-"));
let server;
try {
  for (const file of ["package.json", "package-lock.json", "dist"]) {
    cpSync(path.join(root, file), path.join(app, file), { recursive: true });
  }
  console.log(`npm ci --omit=dev --legacy-peer-deps in ${app}`);
  const started = Date.now();
  // The install command of the Dockerfile's runtime stage.
  execFileSync("npm", ["ci", "--omit=dev", "--legacy-peer-deps", "--no-audit", "--no-fund"], {
    cwd: app,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  console.log(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const devOnly of ["tsx", "vite", "vitest", "drizzle-kit", "esbuild", "typescript", "react"]) {
    check(!existsSync(path.join(app, "node_modules", devOnly)), `no ${devOnly} in the runtime node_modules`);
  }

  server = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: app,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(app, "data"),
      ADMIN_EMAILS: email,
      LOG_LEVEL: "warn",
    },
  });
  // Generous: a fresh embedded database and every migration take seconds on a quiet machine and
  // more than a minute on a busy one.
  const deadline = Date.now() + 300_000;
  let health = null;
  while (!health && Date.now() < deadline && server.exitCode === null) {
    health = await fetch(`${base}/api/health`).catch(() => null);
    if (!health) await new Promise((r) => setTimeout(r, 250));
  }
  check(health?.status === 200, "GET /api/health answers 200 (migrations applied)");

  const page = await fetch(`${base}/auth`);
  const html = await page.text();
  check(page.status === 200 && html.includes('<div id="root">'), "the sign-in page is served");
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  check(script && (await fetch(`${base}${script}`)).status === 200, `its script ${script} is served`);

  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: "image-check-9f3k", name: "Image Check" }),
  });
  const cookie = (signUp.headers.getSetCookie().find((c) => c.includes("session_token")) ?? "").split(";")[0];
  check(signUp.status === 200 && cookie, "sign-up answers 200 with a session cookie");
  const api = (url, init = {}) =>
    fetch(`${base}${url}`, {
      ...init,
      headers: { cookie, origin: base, ...(init.body ? { "content-type": "application/json" } : {}) },
    });

  const sql = await api("/api/admin/sql");
  const scripts = sql.status === 200 ? (await sql.json()).scripts : [];
  check(scripts.length === 3 && scripts.every((s) => s.sql.length > 0), "the admin SQL scripts are read");

  const analyze = await api("/api/analyze", { method: "POST", body: JSON.stringify({ text: LONG_TEXT }) });
  const analysis = analyze.status === 200 ? await analyze.json() : { blocks: [] };
  check(
    LONG_TEXT.length >= 20_000 && analysis.engine === "rules" && analysis.blocks.length === 2 * PAIRS,
    `a ${LONG_TEXT.length}-character text is typed in the worker thread (${analysis.blocks.length} blocks)`,
  );

  const created = await api("/api/projects", {
    method: "POST",
    body: JSON.stringify({ title: "Image check" }),
  });
  const { id } = await created.json();
  const { version } = await (await api(`/api/projects/${id}/blocks`)).json();
  const saved = await api(`/api/projects/${id}/blocks`, {
    method: "PUT",
    body: JSON.stringify({ baseVersion: version, blocks: analysis.blocks.slice(0, 20), label: "analysis" }),
  });
  check(saved.status === 200, "the typed blocks are saved to a project");
  const pdf = await api(`/api/projects/${id}/export?format=pdf`);
  const body = Buffer.from(await pdf.arrayBuffer());
  check(
    pdf.status === 200 && body.subarray(0, 5).toString() === "%PDF-" && body.includes("DejaVu"),
    `the project exports to PDF with the DejaVu fonts (${Math.round(body.length / 1024)} KB)`,
  );

  console.log(
    `\ndist/server: ${sizeOf(path.join(app, "dist/server"))}, dist/web: ${sizeOf(path.join(app, "dist/web"))}`,
  );
  console.log(`node_modules --omit=dev: ${sizeOf(path.join(app, "node_modules"))}`);
  console.log(
    `node_modules with dev dependencies (this checkout): ${sizeOf(path.join(root, "node_modules"))}`,
  );
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(app, { recursive: true, force: true });
}
