// The editor in a real browser on a large project (5,000 blocks unless BENCH_EDITOR_BLOCKS says
// otherwise): time from the project's data arriving to the table's first paint (goal: 150 ms or
// less; timed in a bare Chromium as a writer's browser runs, and through Playwright), and from a
// keystroke in an expansion cell to the paint that shows it (goal: a median of 16 ms or less, one
// frame; keys typed at a writer's pace), in the first block and in one halfway down the list.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { launchBareChromium } from "./bare-chromium";
import { ms, percentile } from "./harness";

const BLOCKS = Number(process.env.BENCH_EDITOR_BLOCKS ?? 5000);
const DATA_TO_PAINT_GOAL_MS = 150;
const KEYSTROKE_GOAL_MS = 16;
const KEYSTROKES = 40;
const LOADS = 7;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The flags of playwright.config.ts (Chromium runs as root here).
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      AI_API_KEY: "",
      LOG_LEVEL: "warn",
      SIGN_IN_RATE_LIMIT: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGTERM");
  throw new Error("server did not start");
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
}

/**
 * Run in every page before its own scripts: notes when the table's first rows are in the DOM and
 * a frame has been produced. React commits a render at once, so the first row appearing means the
 * whole table was committed (the rows in view, since it is virtualized).
 */
const MARK_TABLE_PAINTED = `
  window.__tableRendered = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector("[aria-label='Blocks'] [data-block-id]")) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
    });
    observer.observe(document, { childList: true, subtree: true });
  });`;

/**
 * [navigation start -> rows painted, data received -> rows painted] of the page just opened. The
 * data is the first answer to each of the two requests the table waits for (the project and its
 * blocks); later ones (a refetch, comments, presence) do not count.
 */
const loadTimesOf = (projectId: string) => `
  window.__tableRendered.then((done) => {
    const resources = performance.getEntriesByType("resource");
    const data = Math.max(
      ...["", "/blocks"].map(
        (suffix) =>
          resources.find((e) => new URL(e.name).pathname === "/api/projects/${projectId}" + suffix)
            ?.responseEnd ?? Number.NaN,
      ),
    );
    return [done, done - data];
  })`;

type LoadTimes = { total: ReturnType<typeof summary>; afterData: ReturnType<typeof summary> };

/** One untimed load first (the browser's caches, the server's first query), then LOADS timed. */
async function timeLoads(
  evaluate: (expression: string) => Promise<unknown>,
  open: () => Promise<void>,
  projectId: string,
): Promise<LoadTimes> {
  const totals: number[] = [];
  const afterData: number[] = [];
  for (let i = 0; i <= LOADS; i++) {
    await open();
    const [total, rendering] = (await evaluate(loadTimesOf(projectId))) as [number, number];
    if (i === 0) continue;
    totals.push(total);
    afterData.push(rendering);
  }
  return { total: summary(totals), afterData: summary(afterData) };
}

export default async function run() {
  const port = 3400 + Math.floor(Math.random() * 500);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "copyblocks-bench-editor-"));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const api = context.request;
    const signUp = await api.post("/api/auth/sign-up/email", {
      data: { email: `bench-editor-${Date.now()}@example.com`, password: "bench-password", name: "Bench" },
    });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()}`);
    const project = await (await api.post("/api/projects", { data: { title: `Bench ${BLOCKS}` } })).json();
    const blocks = Array.from({ length: BLOCKS }, (_, i) => ({
      type: i % 7 === 0 ? "OFFER_STRUCTURE" : "PAIN_POINT",
      originalText: `Parágrafo ${i + 1}: você já sentiu que faz tudo certo e mesmo assim nada muda no fim do mês?`,
      translation: `Paragraph ${i + 1}: have you ever felt you do everything right and still nothing changes?`,
      expansion: i % 3 === 0 ? "Uma expansão mais longa deste bloco, escrita pelo redator. ".repeat(3) : "",
      confidence: 72,
      alternativeTypes: [{ type: "EMOTIONAL_PAIN", confidence: 41 }],
    }));
    const saved = await api.put(`/api/projects/${project.id}/blocks`, {
      data: { baseVersion: project.version, blocks },
    });
    if (!saved.ok()) throw new Error(`saving blocks failed: ${saved.status()}`);

    const page = await context.newPage();
    await page.addInitScript({ content: MARK_TABLE_PAINTED });
    const playwrightLoads = await timeLoads(
      (expression) => page.evaluate(expression),
      async () => {
        await page.goto(`/project/${project.id}`);
      },
      project.id,
    );

    // The same loads in a browser without Playwright's Network domain (see bare-chromium.ts).
    const bare = await launchBareChromium(CHROMIUM_PATH, CHROMIUM_ARGS);
    let bareLoads: LoadTimes;
    try {
      const cookies = await context.cookies();
      await bare.setCookies(
        cookies.map(({ name, value, domain, path, httpOnly }) => ({ name, value, domain, path, httpOnly })),
      );
      const session = await bare.newPage(1280, 900);
      await session("Page.addScriptToEvaluateOnNewDocument", { source: MARK_TABLE_PAINTED });
      const evaluate = async (expression: string) => {
        const { result } = await session<{ result: { value?: unknown } }>("Runtime.evaluate", {
          expression,
          awaitPromise: true,
          returnByValue: true,
        });
        return result.value;
      };
      bareLoads = await timeLoads(
        evaluate,
        async () => {
          await evaluate("window.__benchLeaving = true");
          await session("Page.navigate", { url: `${baseURL}/project/${project.id}` });
          // Page.navigate answers before the new document runs; until then the old one (flagged)
          // or an empty one would answer.
          const ready = "window.__benchLeaving !== true && window.__tableRendered !== undefined";
          const deadline = Date.now() + 60_000;
          while ((await evaluate(ready).catch(() => false)) !== true) {
            if (Date.now() > deadline) throw new Error("the project page did not open");
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        },
        project.id,
      );
    } finally {
      await bare.close();
    }

    // Keystroke to paint, measured in the page: keydown -> input -> the paint of the frame that
    // shows the character. Two ways of typing, because Chromium starts a frame at once when the
    // page was idle but waits for the next display refresh (every 16.7 ms) when frames are already
    // running:
    // - "typing": a key every 90-150 ms, as a fast writer types, and the bench polls on a timer so
    //   the page is idle between keys, as it is for the writer. This is the goal's figure: the
    //   time a writer waits for a character to appear.
    // - "while frames run": each key is sent right after an animation frame (the bench polls with
    //   requestAnimationFrame, which keeps frames running), so it always waits most of a refresh
    //   interval. It shows the same work plus that wait, as when something on the page animates.
    const blockInView = () =>
      page.evaluate(() => {
        const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
        const row = hit?.closest("[data-block-id]") ?? document.querySelector("[data-block-id]");
        const label = row?.querySelector('textarea[data-field="expansion"]')?.getAttribute("aria-label");
        return Number(label?.match(/\d+/)?.[0] ?? 1);
      });
    const latency = async (blockNumber: number, pace: "typing" | "frames") => {
      const cell = page.getByLabel(`Block ${blockNumber} expansion`, { exact: true });
      await cell.scrollIntoViewIfNeeded();
      await cell.click();
      await cell.press("End");
      await page.evaluate((n) => {
        const w = window as unknown as {
          __samples: { paint: number; raf2: number }[];
          __stopSampling?: () => void;
        };
        // The previous cell's listeners go, or they would add a second sample per key.
        w.__stopSampling?.();
        const listening = new AbortController();
        w.__stopSampling = () => listening.abort();
        w.__samples = [];
        const el = document.querySelector<HTMLTextAreaElement>(
          `textarea[aria-label="Block ${n} expansion"]`,
        )!;
        let start = 0;
        el.addEventListener("keydown", () => (start = performance.now()), {
          capture: true,
          signal: listening.signal,
        });
        el.addEventListener(
          "input",
          () => {
            const t0 = start;
            requestAnimationFrame(() => {
              // A message posted in rAF is handled right after that frame's paint.
              const channel = new MessageChannel();
              const sample = { paint: 0, raf2: 0 };
              channel.port1.onmessage = () => {
                sample.paint = performance.now() - t0;
                if (sample.raf2) w.__samples.push(sample);
              };
              channel.port2.postMessage(null);
              requestAnimationFrame(() => {
                sample.raf2 = performance.now() - t0;
                if (sample.paint) w.__samples.push(sample);
              });
            });
          },
          { signal: listening.signal },
        );
      }, blockNumber);
      await page.waitForTimeout(500);
      for (let i = 0; i < KEYSTROKES; i++) {
        await page.keyboard.type(i % 10 === 9 ? " " : "a");
        await page.waitForFunction(
          (k) => (window as unknown as { __samples: unknown[] }).__samples.length > k,
          i,
          pace === "typing" ? { polling: 20 } : { polling: "raf" },
        );
        if (pace === "typing") await page.waitForTimeout(90 + Math.random() * 60);
      }
      const samples = await page.evaluate(
        () => (window as unknown as { __samples: { paint: number; raf2: number }[] }).__samples,
      );
      return { paint: summary(samples.map((s) => s.paint)), raf2: summary(samples.map((s) => s.raf2)) };
    };
    const first = await latency(1, "typing");
    const firstWhileFrames = await latency(1, "frames");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForTimeout(300);
    const middleBlock = await blockInView();
    const middle = await latency(middleBlock, "typing");
    const middleWhileFrames = await latency(middleBlock, "frames");

    console.log(`browser: Chromium headless, ${BLOCKS} blocks, ${KEYSTROKES} keystrokes per cell`);
    const row = (label: string, stats: ReturnType<typeof summary>) => ({
      case: label,
      median: ms(stats.median),
      p95: ms(stats.p95),
      max: ms(stats.max),
    });
    console.table([
      row("first paint of the table, navigation start -> rows painted", bareLoads.total),
      row("  of which: project data received -> rows painted", bareLoads.afterData),
      row("the same through Playwright: navigation start -> rows painted", playwrightLoads.total),
      row("  of which: project data received -> rows painted", playwrightLoads.afterData),
      row("keystroke -> next paint, typing, block 1", first.paint),
      row(`keystroke -> next paint, typing, block ${middleBlock}`, middle.paint),
      row("keystroke -> next paint, while frames run, block 1", firstWhileFrames.paint),
      row(`keystroke -> next paint, while frames run, block ${middleBlock}`, middleWhileFrames.paint),
      row("keystroke -> rAF x2, while frames run, block 1", firstWhileFrames.raf2),
      row(`keystroke -> rAF x2, while frames run, block ${middleBlock}`, middleWhileFrames.raf2),
    ]);
    const goal = Math.max(first.paint.median, middle.paint.median);
    console.log(
      `goal data-to-paint <= ${DATA_TO_PAINT_GOAL_MS} ms: ${bareLoads.afterData.median <= DATA_TO_PAINT_GOAL_MS ? "met" : "NOT met"} (median ${ms(bareLoads.afterData.median)}; through Playwright ${ms(playwrightLoads.afterData.median)})`,
    );
    console.log(
      `goal keystroke-to-paint <= ${KEYSTROKE_GOAL_MS} ms: ${goal <= KEYSTROKE_GOAL_MS ? "met" : "NOT met"} (worst median next paint while typing ${ms(goal)})`,
    );
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
