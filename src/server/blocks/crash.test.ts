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
    await waitForHealth(base).catch((e) => {
      throw new Error(`${e.message} at the first start: ${server.output()}`);
    });
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

    const labelOf = (b: { originalText: string }) => b.originalText.split(" ")[0];
    let before = { label: "old", length: 1000 };
    const outcomes: Record<string, string> = {};
    // From before the request is read to after it has committed; "done" kills once the save
    // has answered, so the new list must have survived.
    for (const delay of [50, 300, 700, "done"] as const) {
      const current = await (await fetch(blocksUrl, { headers: { cookie } })).json();
      const label = `new${delay}`;
      const save = fetch(blocksUrl, {
        method: "PUT",
        headers: { ...json, cookie },
        body: JSON.stringify({ baseVersion: current.version, blocks: list(5000, label) }),
      }).catch(() => null);
      if (delay === "done") {
        const answer = await save;
        expect(answer?.status, await answer?.text()).toBe(200);
      } else await new Promise((r) => setTimeout(r, delay));
      server.child.kill("SIGKILL");
      await exited(server.child);

      server = startServer(env);
      await waitForHealth(base).catch((e) => {
        throw new Error(`${e.message} after a kill at ${delay}: ${server.output()}`);
      });
      const after = await (await fetch(blocksUrl, { headers: { cookie } })).json();
      const labels = [...new Set(after.blocks.map(labelOf))];
      expect(labels, `mixed lists after a kill at ${delay}`).toHaveLength(1);
      const expected = labels[0] === label ? { label, length: 5000 } : before;
      expect({ label: labels[0], length: after.blocks.length }, `kill at ${delay}`).toEqual(expected);
      expect(after.blocks.map((b: { originalText: string }) => Number(b.originalText.split(" ")[1]))).toEqual(
        after.blocks.map((_: unknown, i: number) => i),
      );
      outcomes[delay] = labels[0] === label ? "new" : "old";
      before = expected;
    }
    // A kill 50 ms in lands before the 5000-block save can commit, and one after the answer
    // lands after it: both sides of the commit were really crossed.
    expect(outcomes[50]).toBe("old");
    expect(outcomes.done).toBe("new");
    server.child.kill("SIGTERM");
    await exited(server.child);
  }, 300_000);
});
