import { parentPort } from "node:worker_threads";
import { classifyText } from "../../shared/blocks/classifier";

// Types texts with the local rules in a worker thread, so a long text does not hold the server's
// event loop (and every other request) while it is typed.
parentPort?.on("message", ({ id, text }: { id: number; text: string }) => {
  try {
    parentPort?.postMessage({ id, blocks: classifyText(text) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
