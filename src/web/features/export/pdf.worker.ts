// Renders PDFs off the main thread. Being a worker also keeps pdf-lib and fontkit out of the
// app's shared vendor chunk: Vite bundles workers on their own, loaded on the first PDF export.
import { renderPdf } from "@/shared/export/pdf";
import type { PdfWorkerRequest, PdfWorkerResponse } from "./pdf-worker-protocol";

const reply = (message: PdfWorkerResponse, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

self.addEventListener("message", async (event: MessageEvent<PdfWorkerRequest>) => {
  const { id, project, blocks, options, fonts } = event.data;
  try {
    const bytes = await renderPdf(project, blocks, options, fonts);
    reply({ id, ok: true, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    reply({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
