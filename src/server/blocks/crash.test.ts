import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { exited, randomPort, signUpOver, startServer, waitForHealth } from "../test/process";

// Kills the server with SIGKILL while a large save is in flight, restarts it on the same data,
// and checks the block list is entirely the old one or entirely the new one.
describe.runIf(process.env.TEST_DB !== "postgres")("a crash in the middle of a save", () => {
  it("leaves the old or the new block list, never a mix", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "copyblocks-crash-"));
    const port = randomPort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: port };
    const json = { "content-type": "application/json", origin: base };

    let server = startServer(env);
    await waitForHealth(base);
    const cookie = await signUpOver(base, "crash@example.com");
    const project = await (
      await fetch(`${base}/api/projects`, {
        method: "POST",
        headers: { ...json, cookie },
        body: '{"title":"Crash"}',
      })
    ).json();
    const blocksUrl = `${base}/api/projects/${project.id}/blocks`;
    const list = (n: number, label: string) =>
      Array.from({ length: n }, (_, i) => ({
        type: "HOOK",
        originalText: `${label} ${i} ${"texto ".repeat(40)}`,
      }));
    const saved = await fetch(blocksUrl, {
      method: "PUT",
      headers: { ...json, cookie },
      body: JSON.stringify({ baseVersion: 1, blocks: list(1000, "old") }),
    });
    expect(saved.status).toBe(200);

    const outcomes: string[] = [];
    // From before the request is read to after it has committed.
    for (const delay of [50, 300, 700, 3000]) {
      const current = await (await fetch(blocksUrl, { headers: { cookie } })).json();
      fetch(blocksUrl, {
        method: "PUT",
        headers: { ...json, cookie },
        body: JSON.stringify({ baseVersion: current.version, blocks: list(5000, `new${delay}`) }),
      }).catch(() => {});
      await new Promise((r) => setTimeout(r, delay));
      server.child.kill("SIGKILL");
      await exited(server.child);

      server = startServer(env);
      await waitForHealth(base);
      const after = await (await fetch(blocksUrl, { headers: { cookie } })).json();
      const labels = new Set(after.blocks.map((b: { originalText: string }) => b.originalText.split(" ")[0]));
      expect(labels.size, `mixed lists after a kill at ${delay} ms`).toBe(1);
      const [label] = labels;
      expect(after.blocks).toHaveLength(label === `new${delay}` ? 5000 : label === "old" ? 1000 : 5000);
      expect(after.blocks.map((b: { originalText: string }) => Number(b.originalText.split(" ")[1]))).toEqual(
        after.blocks.map((_: unknown, i: number) => i),
      );
      outcomes.push(`${delay}ms: ${label} (${after.blocks.length})`);
    }
    server.child.kill("SIGTERM");
    await exited(server.child);
    console.log(`crash outcomes: ${outcomes.join(", ")}`);
  }, 120_000);
});
