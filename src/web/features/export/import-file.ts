import { PROJECT_IMPORT_MAX_CHARS } from "@/shared/api/project-export";
import { type ProjectImportResult, parseProjectImport } from "@/shared/export/json";

/**
 * Largest file read at all, in bytes. The real limit is PROJECT_IMPORT_MAX_CHARS characters
 * (checked by parseProjectImport); UTF-8 needs at most 3 bytes per UTF-16 character, so a larger
 * file cannot fit and is refused before reading it into memory.
 */
export const IMPORT_FILE_MAX_BYTES = PROJECT_IMPORT_MAX_CHARS * 3;

const megabytes = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;

/** Why a picked file cannot be imported, before it is read; null when it may be read. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > IMPORT_FILE_MAX_BYTES) {
    return `${file.name} is too large (${megabytes(file.size)}; at most ${megabytes(PROJECT_IMPORT_MAX_CHARS)})`;
  }
  return null;
}

/** Checks the picked file the way the server will, so a bad file is refused without an upload. */
export async function readProjectImport(file: File): Promise<ProjectImportResult> {
  const problem = importFileProblem(file);
  if (problem) return { ok: false, error: problem };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: `${file.name} could not be read` };
  }
  return parseProjectImport(text);
}
