import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./tests/e2e/admin-email";

// Three copies of the real app (npm start's script), each on a fresh embedded database for every run:
// - the main one without an AI provider (no key is a first-class mode: the local engines must work on their own);
// - the AI one pointed at the OpenAI-compatible fake in scripts/fake-ai-server.ts, for tests/e2e/ai*.spec.ts;
// - one with a provider configured at a port where nobody listens, for tests/e2e/provider-down.spec.ts.
const port = Number(process.env.E2E_PORT ?? 3210);
const aiPort = Number(process.env.E2E_AI_PORT ?? 3211);
const fakeAiPort = Number(process.env.E2E_FAKE_AI_PORT ?? 3299);
const downPort = Number(process.env.E2E_DOWN_PORT ?? 3212);
/** Nothing listens here: every call to the provider is refused. */
const deadProviderPort = Number(process.env.E2E_DEAD_PROVIDER_PORT ?? 3298);
const baseURL = `http://127.0.0.1:${port}`;
const aiBaseURL = `http://127.0.0.1:${aiPort}`;
const downBaseURL = `http://127.0.0.1:${downPort}`;

/** Specs run only against the AI server: ai.spec.ts, ai-translate.spec.ts, … (by file name, not path). */
const aiSpecs = /(^|[\\/])ai[^\\/]*\.spec\.ts$/;
const mobileSpecs = /\.mobile\.spec\.ts$/;
const providerDownSpecs = /provider-down\.spec\.ts$/;

/** Environment of one app server; the AI variables are blank unless given, whatever the shell has. */
function appEnv(appPort: number, ai: Record<string, string> = {}) {
  return {
    PORT: String(appPort),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "copyblocks-e2e-")),
    DATABASE_URL: "",
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    // The e2e admin also runs the destructive developer tools, which need the superadmin role.
    SUPERADMIN_EMAILS: E2E_ADMIN_EMAIL,
    LOG_LEVEL: "warn",
    SIGN_IN_RATE_LIMIT: "1000",
    API_WRITE_RATE_LIMIT: "100000",
    AI_API_KEY: "",
    AI_BASE_URL: "",
    AI_MODEL: "",
    AI_MODEL_FAST: "",
    ...ai,
  };
}

/** One copy of the app (npm start's script) on `appPort`, ready when its health route answers. */
function appServer(appPort: number, ai: Record<string, string> = {}) {
  return {
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${appPort}/api/health`,
    env: appEnv(appPort, ai),
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  } as const;
}

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // The interface follows the browser's language; specs read the English catalog unless they pick pt-BR.
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [mobileSpecs, aiSpecs, providerDownSpecs],
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: mobileSpecs,
    },
    {
      name: "ai",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: aiBaseURL },
      testMatch: aiSpecs,
      // One at a time: these share one app and one fake provider, and a second analysis running
      // beside the progress test finished its blocks before any progress showed.
      workers: 1,
    },
    {
      name: "provider-down",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: downBaseURL },
      testMatch: providerDownSpecs,
    },
  ],
  // Playwright starts these one after another, waiting for each to answer before the next: the
  // first builds the web app when it is stale, so the AI app after it finds dist/ ready instead of
  // racing it with a second build.
  webServer: [
    appServer(port),
    {
      // The fake has no health route, so wait for its port.
      command: `node --import tsx scripts/fake-ai-server.ts --port ${fakeAiPort}`,
      port: fakeAiPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      // Slow enough that streamed progress is visible in the browser, fast enough for the suite.
      env: { FAKE_AI_DELAY_MS: "250" },
    },
    appServer(aiPort, {
      AI_API_KEY: "fake-key",
      AI_BASE_URL: `http://127.0.0.1:${fakeAiPort}/v1`,
      AI_MODEL: "fake-main",
      AI_MODEL_FAST: "fake-fast",
    }),
    appServer(downPort, {
      AI_API_KEY: "fake-key",
      AI_BASE_URL: `http://127.0.0.1:${deadProviderPort}/v1`,
      AI_MODEL: "fake-main",
    }),
  ],
});
