import {
  PROJECT_EXPORT_FORMAT,
  PROJECT_EXPORT_VERSION,
  PROJECT_IMPORT_MAX_CHARS,
  type ProjectExportDocument,
  type ProjectImport,
  projectImportSchema,
} from "../api/project-export";
import { finalParagraphs, isFinalCopy, titleOf } from "./common";
import type { ExportBlock, ExportOptions, ExportProject } from "./types";

/**
 * The versioned JSON document (shape documented in api/project-export.ts). The options empty
 * what they exclude but never drop a key, and the title is always kept, so any JSON export
 * imports again.
 */
export function buildProjectExport(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  now: Date = new Date(),
): ProjectExportDocument {
  const niche = project.niche?.trim();
  return {
    format: PROJECT_EXPORT_FORMAT,
    version: PROJECT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    project: {
      title: titleOf(project, options),
      description: options.includeDescription ? (project.description ?? null) : null,
      niche: niche ? niche : null,
      translationLanguage: project.translationLanguage ?? null,
    },
    blocks: blocks.map((block) => ({
      type: block.type,
      originalText: options.includeOriginalText ? block.originalText : "",
      translation: options.includeTranslations ? (block.translation ?? null) : null,
      expansion: options.includeExpansions ? block.expansion : "",
      translations: options.includeTranslations ? { ...block.translations } : {},
      translationStatus: options.includeTranslations ? { ...block.translationStatus } : {},
    })),
  };
}

export const FINAL_COPY_FORMAT = "copyblocks.final-copy";

/**
 * The final copy as JSON: `text` is the whole copy (blocks separated by blank lines) and
 * `paragraphs` the same text block by block, each with its type. Not a project export, so the
 * importer refuses it by its `format` rather than making a project of it.
 */
export type FinalCopyDocument = {
  format: typeof FINAL_COPY_FORMAT;
  version: 1;
  exportedAt: string;
  project: { title: string | null; description: string | null };
  text: string;
  paragraphs: { type: string; text: string }[];
};

export function buildFinalCopyExport(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  now: Date = new Date(),
): FinalCopyDocument {
  const paragraphs = finalParagraphs(blocks, options);
  return {
    format: FINAL_COPY_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    project: {
      title: options.includeTitle ? titleOf(project, options) : null,
      description: options.includeDescription ? (project.description ?? null) : null,
    },
    text: paragraphs.map((p) => p.text).join("\n\n"),
    paragraphs: paragraphs.map(({ type, text }) => ({ type, text })),
  };
}

export function renderJson(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  now: Date = new Date(),
): string {
  const document = isFinalCopy(options)
    ? buildFinalCopyExport(project, blocks, options, now)
    : buildProjectExport(project, blocks, options, now);
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** What is wrong with a file to import, for a client to say in its own words (`error` is English). */
export type ImportProblem =
  | "NOT_TEXT"
  | "EMPTY"
  | "UNREADABLE"
  | "TOO_LARGE"
  | "NOT_JSON"
  | "NOT_EXPORT"
  | "VERSION"
  | "INVALID_FIELD";

export type ImportFailure = {
  ok: false;
  error: string;
  problem: ImportProblem;
  /** The values the wording needs: sizes in MB, the version found, the bad field's path. */
  params?: Record<string, string | number>;
};

export type ProjectImportResult = { ok: true; value: ProjectImport } | ImportFailure;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const mb = (chars: number) => Math.round(chars / 100_000) / 10;
const megabytes = (chars: number) => `${mb(chars).toFixed(1)} MB`;

/**
 * Read a JSON export back. Never throws: the error names what is wrong, with the path of the
 * first bad field ("blocks.3.type: type cannot be empty").
 */
export function parseProjectImport(text: string): ProjectImportResult {
  if (typeof text !== "string") return { ok: false, error: "The import must be text", problem: "NOT_TEXT" };
  if (text.length > PROJECT_IMPORT_MAX_CHARS) {
    return {
      ok: false,
      error: `The file is too large (${megabytes(text.length)}; at most ${megabytes(PROJECT_IMPORT_MAX_CHARS)})`,
      problem: "TOO_LARGE",
      params: { size: mb(text.length), max: mb(PROJECT_IMPORT_MAX_CHARS) },
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      error: `The file is not valid JSON: ${detail}`,
      problem: "NOT_JSON",
      params: { detail },
    };
  }
  // Check the marker and version first: for another file, field-level errors would only confuse.
  if (!isRecord(data) || data.format !== PROJECT_EXPORT_FORMAT) {
    return {
      ok: false,
      error: `Not a CopyBlocks project export: "format" must be "${PROJECT_EXPORT_FORMAT}"`,
      problem: "NOT_EXPORT",
    };
  }
  if (data.version !== PROJECT_EXPORT_VERSION) {
    return {
      ok: false,
      error: `Unsupported export version ${JSON.stringify(data.version ?? null)}: this CopyBlocks reads version ${PROJECT_EXPORT_VERSION}`,
      problem: "VERSION",
      params: { found: JSON.stringify(data.version ?? null), supported: PROJECT_EXPORT_VERSION },
    };
  }
  const parsed = projectImportSchema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String).join(".");
  return {
    ok: false,
    error: path ? `${path}: ${issue.message}` : issue.message,
    problem: "INVALID_FIELD",
    params: { field: path || "project", detail: issue.message },
  };
}
