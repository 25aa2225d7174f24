import { PROJECT_IMPORT_MAX_CHARS } from "@/shared/api/project-export";
import { type ImportFailure, type ProjectImportResult, parseProjectImport } from "@/shared/export/json";
import { TITLE_MAX_LENGTH } from "@/shared/limits";
import { currentLanguage, i18n } from "@/web/i18n";
import { formattersFor } from "@/web/i18n/format";

/**
 * Largest file read at all, in bytes. The real limit is PROJECT_IMPORT_MAX_CHARS characters
 * (checked by parseProjectImport); UTF-8 needs at most 3 bytes per UTF-16 character, so a larger
 * file cannot fit and is refused before reading it into memory.
 */
export const IMPORT_FILE_MAX_BYTES = PROJECT_IMPORT_MAX_CHARS * 3;

const mb = (n: number) => Math.round(n / 100_000) / 10;

/** Why a picked file cannot be imported, before it is read; null when it may be read. */
export function importFileProblem(file: { name: string; size: number }): ImportFailure | null {
  if (file.size === 0)
    return { ok: false, error: `${file.name} is empty`, problem: "EMPTY", params: { name: file.name } };
  if (file.size > IMPORT_FILE_MAX_BYTES) {
    const size = mb(file.size);
    const max = mb(PROJECT_IMPORT_MAX_CHARS);
    return {
      ok: false,
      error: `${file.name} is too large (${size.toFixed(1)} MB; at most ${max.toFixed(1)} MB)`,
      problem: "TOO_LARGE",
      params: { name: file.name, size, max },
    };
  }
  return null;
}

/** The failure in the interface language, with sizes in its number format. */
export function importProblemText(failure: ImportFailure): string {
  const format = formattersFor(currentLanguage());
  const params: Record<string, string | number> = { name: "", ...failure.params };
  for (const key of ["size", "max"] as const)
    if (typeof params[key] === "number") params[key] = format.decimal(params[key] as number, 1);
  return i18n.t(`projects:import.problems.${failure.problem}`, params);
}

/** Checks the picked file the way the server will, so a bad file is refused without an upload. */
export async function readProjectImport(file: File): Promise<ProjectImportResult> {
  const problem = importFileProblem(file);
  if (problem) return problem;
  let text: string;
  try {
    text = await file.text();
  } catch {
    return {
      ok: false,
      error: `${file.name} could not be read`,
      problem: "UNREADABLE",
      params: { name: file.name },
    };
  }
  const result = parseProjectImport(text);
  // The messages name the file the writer picked.
  return result.ok ? result : { ...result, params: { name: file.name, ...result.params } };
}

/**
 * The title an imported project gets: the original's with "(importado)" / "(imported)" after it,
 * so it is not mistaken for the project it came from. A long title is cut to leave room for it.
 */
export function importedTitle(title: string): string {
  const suffix = ` ${i18n.t("projects:import.suffix")}`;
  return `${title.slice(0, TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
