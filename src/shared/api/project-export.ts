import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import {
  BLOCK_TEXT_MAX_LENGTH,
  BLOCK_TYPE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_BLOCK_LIST_CHARS,
  MAX_BLOCKS,
  TITLE_MAX_LENGTH,
} from "../limits";
import { NICHE_MAX_LENGTH } from "../niches";
import { wellFormed } from "../text/well-formed";
import type { TranslationState } from "../translation/status";
import { translationStatusInputSchema } from "./blocks";

/**
 * The JSON export of a project, which CopyBlocks imports again as a new project.
 *
 * ```json
 * { "format": "copyblocks.project", "version": 1, "exportedAt": "2026-11-21T23:59:00.000Z",
 *   "project": { "title": "…", "description": "…" | null, "niche": "…" | null, "translationLanguage": "es" | null },
 *   "blocks": [{ "type": "HOOK", "originalText": "…", "translation": "…" | null, "expansion": "…",
 *                "translations": { "es": "…" }, "translationStatus": { "es": "reviewed" } }] }
 * ```
 *
 * Every key is always written, so the shape never depends on the export options. The options
 * only empty the content they exclude ("" for originalText and expansion, null for translation
 * and description). The title is always written: a project cannot exist without one. Import
 * needs `format`, `version`, `project.title` and, per block, `type` and `originalText`;
 * everything else is optional. Unknown keys are ignored, so a later version may add fields.
 * A change that older readers would misread must raise `version` (`translationLanguage`,
 * `translations` and `translationStatus` were added without one: older readers skip them).
 */
export const PROJECT_EXPORT_FORMAT = "copyblocks.project";
export const PROJECT_EXPORT_VERSION = 1;

/**
 * Largest import file, in characters, checked before parsing. The block text itself is capped at
 * MAX_BLOCK_LIST_CHARS; JSON escaping and keys can about double that for a full project.
 */
export const PROJECT_IMPORT_MAX_CHARS = 2 * MAX_BLOCK_LIST_CHARS + 1_000_000;

export type ProjectExportDocument = {
  format: typeof PROJECT_EXPORT_FORMAT;
  version: typeof PROJECT_EXPORT_VERSION;
  exportedAt: string;
  project: {
    title: string;
    description: string | null;
    niche: string | null;
    translationLanguage: string | null;
  };
  blocks: {
    type: string;
    originalText: string;
    translation: string | null;
    expansion: string;
    translations: Record<string, string>;
    translationStatus: Record<string, TranslationState>;
  }[];
};

const text = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .max(BLOCK_TEXT_MAX_LENGTH, `${field} must be at most ${BLOCK_TEXT_MAX_LENGTH} characters`)
    .overwrite(wellFormed);

export const projectImportBlockSchema = z
  .object({
    type: z
      .string({ message: "type is required" })
      .trim()
      .min(1, "type cannot be empty")
      .max(BLOCK_TYPE_MAX_LENGTH, `type must be at most ${BLOCK_TYPE_MAX_LENGTH} characters`)
      .overwrite(wellFormed),
    originalText: text("originalText"),
    translation: text("translation").nullable().default(null),
    expansion: text("expansion").default(""),
    translations: z
      .partialRecord(
        z.enum(LANGUAGE_CODES, { message: `translations keys must be one of ${LANGUAGE_CODES.join(", ")}` }),
        text("translations"),
      )
      .default({}),
    translationStatus: translationStatusInputSchema.default({}),
  })
  .strip();

const blockChars = (b: z.output<typeof projectImportBlockSchema>) =>
  b.originalText.length +
  (b.translation?.length ?? 0) +
  b.expansion.length +
  Object.values(b.translations).reduce((n, t) => n + (t?.length ?? 0), 0);

export const projectImportSchema = z
  .object({
    format: z.literal(PROJECT_EXPORT_FORMAT, {
      message: `format must be "${PROJECT_EXPORT_FORMAT}" (not a CopyBlocks project export)`,
    }),
    version: z.literal(PROJECT_EXPORT_VERSION, {
      message: `version must be ${PROJECT_EXPORT_VERSION} (unsupported export version)`,
    }),
    exportedAt: z.string().max(64).optional(),
    project: z
      .object(
        {
          title: z
            .string({ message: "title is required" })
            .trim()
            .min(1, "title cannot be empty")
            .max(TITLE_MAX_LENGTH, `title must be at most ${TITLE_MAX_LENGTH} characters`),
          description: z
            .string({ message: "description must be text" })
            .max(DESCRIPTION_MAX_LENGTH, `description must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
            .nullable()
            .default(null),
          niche: z
            .string({ message: "niche must be text" })
            .trim()
            .max(NICHE_MAX_LENGTH, `niche must be at most ${NICHE_MAX_LENGTH} characters`)
            .nullable()
            .default(null)
            .transform((niche) => (niche === "" ? null : niche)),
          translationLanguage: z
            .enum(LANGUAGE_CODES, {
              message: `translationLanguage must be one of ${LANGUAGE_CODES.join(", ")}`,
            })
            .nullable()
            .default(null),
        },
        { message: "project is required" },
      )
      .strip(),
    blocks: z
      .array(projectImportBlockSchema, { message: "blocks must be a list" })
      .max(MAX_BLOCKS, `A project can hold at most ${MAX_BLOCKS} blocks`)
      .refine((blocks) => blocks.reduce((n, b) => n + blockChars(b), 0) <= MAX_BLOCK_LIST_CHARS, {
        message: `The blocks hold more than ${MAX_BLOCK_LIST_CHARS} characters of text`,
      }),
  })
  .strip();
export type ProjectImport = z.output<typeof projectImportSchema>;
