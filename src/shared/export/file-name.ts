import type { ExportFormat } from "./types";

export const EXPORT_EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  markdown: "md",
  html: "html",
  pdf: "pdf",
  json: "json",
  txt: "txt",
  docx: "docx",
  pptx: "pptx",
};

const MIME_TYPES: Readonly<Record<ExportFormat, string>> = {
  markdown: "text/markdown;charset=utf-8",
  html: "text/html;charset=utf-8",
  pdf: "application/pdf",
  json: "application/json;charset=utf-8",
  txt: "text/plain;charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
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

/** Letters that do not decompose into a base letter plus accents. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** "Ação Já" → "acao ja": accents dropped so a name keeps its readable letters. */
export function transliterate(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæœøłđðþı]/gu, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/**
 * The title in lowercase with every non-alphanumeric character replaced by an
 * underscore, plus a timestamp. Accented letters are first written without their accents
 * ("Ação" → "acao", not "a__o"); what is left outside [a-z0-9] becomes '_', so the name is safe on
 * every file system and in every download header.
 */
export function exportFileName(title: string, format: ExportFormat, now: Date = new Date()): string {
  const base = title.trim() === "" ? "projeto" : transliterate(title).replace(/[^a-z0-9]/gu, "_");
  return `${base}_${exportTimestamp(now)}.${EXPORT_EXTENSIONS[format]}`;
}
