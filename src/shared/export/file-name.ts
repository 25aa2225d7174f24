import type { ExportFormat } from "./types";

export const EXPORT_EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  markdown: "md",
  html: "html",
  pdf: "pdf",
  json: "json",
  txt: "txt",
};

const MIME_TYPES: Readonly<Record<ExportFormat, string>> = {
  markdown: "text/markdown;charset=utf-8",
  html: "text/html;charset=utf-8",
  pdf: "application/pdf",
  json: "application/json;charset=utf-8",
  txt: "text/plain;charset=utf-8",
};

export function exportMimeType(format: ExportFormat): string {
  return MIME_TYPES[format];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "20261121-2359" in the local time of the caller (the user's clock in the browser). */
export function exportTimestamp(now: Date): string {
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  return `${date}-${pad(now.getHours())}${pad(now.getMinutes())}`;
}

/**
 * Spec: the title in lowercase with every non-alphanumeric character replaced by an underscore,
 * plus a timestamp. "Alphanumeric" is read as ASCII [a-z0-9], so accented letters become '_'
 * too ("Ação" -> "a__o"): the name is safe on every file system and in every download header.
 */
export function exportFileName(title: string, format: ExportFormat, now: Date = new Date()): string {
  const base = title.trim() === "" ? "projeto" : title.toLowerCase().replace(/[^a-z0-9]/gu, "_");
  return `${base}_${exportTimestamp(now)}.${EXPORT_EXTENSIONS[format]}`;
}
