import type { ExportFile } from "./export-file";

/** Saves the file through a temporary object URL and a download link. */
export function downloadFile({ fileName, mimeType, body }: ExportFile): void {
  // Copy into a fresh ArrayBuffer-backed view: Blob wants ArrayBuffer, not SharedArrayBuffer.
  const part: BlobPart = typeof body === "string" ? body : new Uint8Array(body);
  const url = URL.createObjectURL(new Blob([part], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking in the same task can cancel the download in some browsers; a minute is plenty.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
