import { Worker } from "node:worker_threads";
import { classifyText } from "../../shared/blocks/classifier";
import type { ClassifiedBlock } from "../../shared/blocks/classify-types";

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
  // its module (a worker does not inherit the loader); built, the module is plain .js.
  const fromSource = import.meta.url.endsWith(".ts");
  const url = new URL(fromSource ? "./rules-worker.ts" : "./rules-worker.js", import.meta.url);
  const tsx = import.meta.resolve("tsx/esm/api");
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(url.href)});`;
  const started = new Worker(fromSource ? new URL(`data:text/javascript,${encodeURIComponent(boot)}`) : url);
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
