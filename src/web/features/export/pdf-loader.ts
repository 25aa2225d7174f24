import regularUrl from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url";
import boldUrl from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url";
import type { PdfFonts, PdfRenderer } from "@/shared/export/types";
import type { PdfWorkerRequest, PdfWorkerResponse } from "./pdf-worker-protocol";

export type { PdfRenderer };

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void };

/** One long-lived worker: pdf-lib and the fonts are parsed once per page load. */
function startWorker(fonts: PdfFonts): PdfRenderer {
  const worker = new Worker(new URL("./pdf.worker.ts", import.meta.url), { type: "module" });
  const pending = new Map<number, Pending>();
  let nextId = 0;

  worker.addEventListener("message", (event: MessageEvent<PdfWorkerResponse>) => {
    const message = event.data;
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    if (message.ok) request.resolve(message.bytes);
    else request.reject(new Error(message.error));
  });
  worker.addEventListener("error", (event) => {
    // The worker script failed to load or crashed: fail what waits, and start afresh next time.
    event.preventDefault();
    for (const request of pending.values()) request.reject(new Error("The PDF renderer could not start"));
    pending.clear();
    worker.terminate();
    loading = null;
  });

  return (project, blocks, options) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // Only the exported fields cross to the worker: editor blocks may carry more (or uncloneable) state.
      const request: PdfWorkerRequest = {
        id,
        project: {
          title: project.title,
          description: project.description,
          niche: project.niche,
          translationLanguage: project.translationLanguage,
        },
        blocks: blocks.map(({ type, originalText, translation, expansion }) => ({
          type,
          originalText,
          translation,
          expansion,
        })),
        options: { ...options },
        fonts,
      };
      worker.postMessage(request);
    });
}

let loading: Promise<PdfRenderer> | null = null;

/**
 * pdf-lib, fontkit and the two DejaVu faces weigh far more than the rest of the app, so they load
 * on the first PDF export only, once per page load. A failed load is forgotten so the next
 * attempt tries again.
 */
export function loadPdfRenderer(): Promise<PdfRenderer> {
  loading ??= Promise.all([fetchBytes(regularUrl), fetchBytes(boldUrl)])
    .then(([regular, bold]) => startWorker({ regular, bold }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
