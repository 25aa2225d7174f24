// Chromium driven over its DevTools pipe with nothing but the commands we send. Playwright
// enables the Network domain on every page, which makes Chromium keep and decode a copy of each
// response before the page gets it: on a 2 MB block list that adds tens of milliseconds between
// the response's end and the page reading it, which no writer's browser pays. Loads timed here
// see the browser as a writer has it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable, Writable } from "node:stream";

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };
export type Cookie = { name: string; value: string; domain: string; path: string; httpOnly: boolean };

export type BareChromium = {
  /** Opens a page, returning a function that sends commands to it. */
  newPage(width: number, height: number): Promise<PageSession>;
  setCookies(cookies: Cookie[]): Promise<void>;
  close(): Promise<void>;
};
export type PageSession = <T = unknown>(method: string, params?: Record<string, unknown>) => Promise<T>;

export async function launchBareChromium(executablePath: string, args: string[]): Promise<BareChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "copyblocks-bench-chromium-"));
  // fd 3 carries our commands to Chromium, fd 4 its answers; each message ends with a NUL byte.
  const child: ChildProcess = spawn(
    executablePath,
    [...args, "--headless", "--remote-debugging-pipe", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
  );
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let buffered = "";
  output.setEncoding("utf8");
  output.on("data", (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf("\0");
    while (end !== -1) {
      const message = JSON.parse(buffered.slice(0, end)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf("\0");
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) continue;
      pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    }
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });

  return {
    async newPage(width, height) {
      const { targetId } = await send<{ targetId: string }>("Target.createTarget", { url: "about:blank" });
      const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", {
        targetId,
        flatten: true,
      });
      // Page only (scripts run in new documents need it); never Network.
      await send("Page.enable", {}, sessionId);
      await send(
        "Emulation.setDeviceMetricsOverride",
        {
          width,
          height,
          deviceScaleFactor: 1,
          mobile: false,
        },
        sessionId,
      );
      return (method, params) => send(method, params, sessionId);
    },
    async setCookies(cookies) {
      await send("Storage.setCookies", { cookies });
    },
    async close() {
      await send("Browser.close").catch(() => undefined);
      await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
