import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { z } from "zod";
import { EXPORT_FORMAT_OF, type exportQuerySchema } from "../../shared/api/export";
import { translationIn } from "../../shared/export/common";
import { type ExportFile, renderExport } from "../../shared/export/render";
import type { ExportBlock, ExportOptions, ExportProject, PdfFonts } from "../../shared/export/types";
import { loadCurrent } from "../blocks/store";
import type { Db } from "../db/open";
import { findReadable, type Viewer } from "../projects/access";

type Query = z.output<typeof exportQuerySchema>;

const require = createRequire(import.meta.url);
let fonts: PdfFonts | undefined;

/** The DejaVu faces the PDF embeds, read from their package once, on the first PDF. */
function pdfFonts(): PdfFonts {
  const read = (file: string) =>
    new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
  fonts ??= { regular: read("DejaVuSans.ttf"), bold: read("DejaVuSans-Bold.ttf") };
  return fonts;
}

/** The export dialog's choices as the renderers take them. */
export function exportOptions(query: Query): ExportOptions {
  return {
    exportFormat: EXPORT_FORMAT_OF[query.format],
    includeTitle: query.title ?? true,
    includeDescription: query.description ?? true,
    includeOriginalText: query.original ?? true,
    includeTranslations: query.translation ?? true,
    includeExpansions: query.expansion ?? true,
    includeTypes: query.types ?? false,
    includeStructureMap: query.structure ?? false,
    content: query.content,
    finalFromTranslation: query.content === "final" && query.language !== undefined,
    slideTheme: query.theme,
    locale: query.locale,
  };
}

/**
 * The project's file in the asked format, for whoever may read it (a private project of someone
 * else is missing, as everywhere). `language` picks which of the blocks' translations is used.
 */
export async function exportProjectFile(
  db: Db,
  viewer: Viewer,
  id: string,
  query: Query,
): Promise<ExportFile> {
  const row = await findReadable(db, viewer, id);
  const language = query.language ?? row.translationLanguage;
  const project: ExportProject = {
    title: row.title,
    description: row.description,
    niche: row.niche ?? undefined,
    translationLanguage: language,
  };
  const blocks: ExportBlock[] = (await loadCurrent(db, id)).map((block) => ({
    type: block.type,
    originalText: block.originalText,
    translation: translationIn(block, language, row.translationLanguage),
    expansion: block.expansion,
  }));
  // pdf-lib, docx and pptxgenjs load on the first file of their format, not with the server.
  return renderExport(project, blocks, exportOptions(query), {
    renderers: {
      pdf: async (p, b, o) => (await import("../../shared/export/pdf")).renderPdf(p, b, o, pdfFonts()),
      docx: async (p, b, o) => (await import("./docx")).renderDocx(p, b, o),
      pptx: async (p, b, o) => (await import("./pptx")).renderPptx(p, b, o),
    },
  });
}
