import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exited, randomPort, startServer, waitForHealth } from "./test/process";

describe.runIf(process.env.TEST_DB !== "postgres")("the server process", () => {
  it("stops with a message naming a bad variable", async () => {
    const { child, output } = startServer({ PORT: "not-a-port" });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain("PORT");
  });

  it("keeps data across a Ctrl+C and a restart, and migrates idempotently", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "copyblocks-data-"));
    const port = randomPort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: port, HOST: "127.0.0.1" };

    const first = startServer(env);
    await waitForHealth(base);
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "persist@example.com", password: "secret123", name: "P" }),
    });
    expect(signUp.status).toBe(200);
    first.child.kill("SIGINT");
    expect(await exited(first.child)).toBe(0);

    const second = startServer(env);
    await waitForHealth(base);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: "persist@example.com", password: "secret123" }),
    });
    expect(signIn.status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await exited(second.child)).toBe(0);
  }, 300_000);
});
