import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { classifyText } from "../../shared/blocks/classifier";
import type { ClassifiedBlock } from "../../shared/blocks/classify-types";
import { serverFile } from "../server-files";

/**
 * Texts at least this long are typed in the worker thread; shorter ones take a few milliseconds,
 * less than handing them over would cost.
 */
export const WORKER_MIN_CHARS = 20_000;

type Pending = { resolve: (blocks: ClassifiedBlock[]) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function startWorker(): Worker {
  // Run from TypeScript sources (tsx, tests) the worker registers tsx's loader before importing
  // its module (a worker does not inherit the loader); built, the worker is its own plain .js
  // bundle beside the server's, and tsx (a development tool) is not installed.
  const fromSource = import.meta.url.endsWith(".ts");
  const started = fromSource ? new Worker(sourceWorkerBoot()) : new Worker(serverFile("rules-worker.js"));
  started.unref();
  started.on("message", (message: { id: number; blocks?: ClassifiedBlock[]; error?: string }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (!waiting) return;
    if (message.blocks) waiting.resolve(message.blocks);
    else waiting.reject(new Error(message.error ?? "typing failed"));
  });
  const fail = (error: Error) => {
    worker = null;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on("error", fail);
  started.on("exit", (code) => fail(new Error(`the typing worker stopped (exit code ${code})`)));
  return started;
}

function sourceWorkerBoot(): URL {
  const url = pathToFileURL(serverFile("analyze/rules-worker.ts"));
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(url.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
}

/** The local rules' typing of `text`: in the worker thread when the text is long, else right here. */
export function classifyOffThread(text: string): Promise<ClassifiedBlock[]> {
  if (text.length < WORKER_MIN_CHARS) return Promise.resolve(classifyText(text));
  worker ??= startWorker();
  const id = nextId++;
  const running = worker;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    running.postMessage({ id, text });
  });
}
