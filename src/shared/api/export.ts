import { z } from "zod";
import type { ExportFormat } from "../export/types";
import { EXPORT_CONTENTS, SLIDE_THEMES } from "../export/types";
import { LANGUAGE_CODES } from "../languages";
import { UI_LANGUAGES } from "../ui-languages";

/** The file formats of `GET /api/projects/:id/export`, by their file extension. */
export const EXPORT_FILE_FORMATS = ["md", "html", "pdf", "json", "txt", "docx", "pptx"] as const;
export type ExportFileFormat = (typeof EXPORT_FILE_FORMATS)[number];

/** The query's format as the renderers name it. */
export const EXPORT_FORMAT_OF: Readonly<Record<ExportFileFormat, ExportFormat>> = {
  md: "markdown",
  html: "html",
  pdf: "pdf",
  json: "json",
  txt: "txt",
  docx: "docx",
  pptx: "pptx",
};

const flag = (name: string) =>
  z
    .enum(["1", "0"], { message: `${name} must be 1 or 0` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "1"));

/**
 * The query of `GET /api/projects/:id/export`: the export dialog's choices. Content flags default
 * to on, except `types` (the type above each block of the final copy and on each slide) and
 * `structure` (the PDF's map of the copy's structure before the table). With
 * `content=final`, `language` makes the copy that translation; in the table it picks the
 * translation column (the project's current translation when absent). `theme` is for slides.
 * `locale` is the language of the file's own words (headings, labels, the structure map), apart
 * from `language`, which picks the copy's text; Portuguese when absent, as before it existed.
 * Unknown parameters are ignored.
 */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FILE_FORMATS, { message: `format must be one of ${EXPORT_FILE_FORMATS.join(", ")}` }),
  title: flag("title"),
  description: flag("description"),
  original: flag("original"),
  translation: flag("translation"),
  expansion: flag("expansion"),
  types: flag("types"),
  structure: flag("structure"),
  language: z
    .enum(LANGUAGE_CODES, { message: `language must be one of ${LANGUAGE_CODES.join(", ")}` })
    .optional(),
  content: z
    .enum(EXPORT_CONTENTS, { message: `content must be ${EXPORT_CONTENTS.join(" or ")}` })
    .default("table"),
  locale: z.enum(UI_LANGUAGES, { message: `locale must be ${UI_LANGUAGES.join(" or ")}` }).optional(),
  theme: z.enum(SLIDE_THEMES, { message: `theme must be ${SLIDE_THEMES.join(" or ")}` }).default("light"),
});
export type ExportQuery = z.input<typeof exportQuerySchema>;
