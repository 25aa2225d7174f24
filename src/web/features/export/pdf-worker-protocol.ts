import type { ExportBlock, ExportOptions, ExportProject, PdfFonts } from "@/shared/export/types";

export type PdfWorkerRequest = {
  id: number;
  project: ExportProject;
  blocks: ExportBlock[];
  options: ExportOptions;
  fonts: PdfFonts;
};

export type PdfWorkerResponse =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; error: string };
