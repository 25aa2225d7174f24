import fontkit from "@cantoo/fontkit";
import { type Color, PDFDocument, type PDFFont } from "@cantoo/pdf-lib";
import type { Translate } from "../messages";
import { UI_LOCALES } from "../ui-languages";
import {
  blockHeading,
  descriptionOf,
  exportWords,
  finalParagraphs,
  isFinalCopy,
  sectionsOf,
  titleOf,
} from "./common";
import { A4, followHeight, INK, type Item, MARGIN, MUTED, type Style, Writer } from "./pdf-layout";
import { writeStructureMap } from "./pdf-structure";
import { drawableIn, fitTextToFont, hanScriptFor, type MarkerOf, type ScriptName } from "./pdf-text";
import type { ExportBlock, ExportOptions, ExportProject, PdfFonts } from "./types";

const SHAPING_FEATURES = [
  "ccmp",
  "locl",
  "rlig",
  "mark",
  "mkmk",
  "calt",
  "clig",
  "liga",
  "dlig",
  "rclt",
  "curs",
  "kern",
];

const SCRIPT_ORDER: ScriptName[] = [
  "japonês",
  "chinês",
  "coreano",
  "árabe",
  "hebraico",
  "indiano",
  "tailandês",
  "emoji",
  "outros",
];

/** Catalog keys of the scripts the font cannot draw ("outros" has a marker of its own). */
const SCRIPT_KEY: Readonly<Record<Exclude<ScriptName, "outros">, string>> = {
  japonês: "japanese",
  chinês: "chinese",
  coreano: "korean",
  árabe: "arabic",
  hebraico: "hebrew",
  indiano: "indic",
  tailandês: "thai",
  emoji: "emoji",
};

const scriptName = (t: Translate, script: Exclude<ScriptName, "outros">) =>
  t(`pdf.scripts.${SCRIPT_KEY[script]}`);

/** The markers in the file's language. */
export const markerIn =
  (t: Translate): MarkerOf =>
  (script) =>
    script === "outros" ? t("pdf.omittedOther") : t("pdf.omitted", { script: scriptName(t, script) });

export function missingCharactersNote(missing: Set<ScriptName>, t: Translate): string {
  const scripts = SCRIPT_ORDER.filter((s) => missing.has(s));
  const named = scripts.flatMap((s) => (s === "outros" ? [] : [scriptName(t, s)]));
  const list = named.length > 0 ? ` (${named.join(", ")})` : "";
  const example = markerIn(t)(scripts[0] ?? "outros");
  return t("pdf.missingNote", { list, example });
}

/**
 * A real PDF (A4, embedded subset TTF, page numbers). `fonts` are TTF bytes loaded by the caller
 * (DejaVuSans.ttf and DejaVuSans-Bold.ttf from the dejavu-fonts-ttf package).
 */
export async function renderPdf(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
  fonts: Uint8Array | PdfFonts,
): Promise<Uint8Array> {
  const { regular, bold } = fonts instanceof Uint8Array ? { regular: fonts, bold: undefined } : fonts;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // pdf-lib keeps only glyph ids and advances from fontkit's layout, never its positions, so
  // shaping features cost time for nothing; ligatures would also spoil text extraction ("ﬁ").
  const features = Object.fromEntries(SHAPING_FEATURES.map((f) => [f, false]));
  const regularFont = await doc.embedFont(regular, { subset: true, features });
  const boldFont = bold ? await doc.embedFont(bold, { subset: true, features }) : regularFont;

  const s = (font: PDFFont, size: number, color: Color, leading = size * 1.45): Style => ({
    font,
    size,
    color,
    leading,
  });
  const styles = {
    title: s(boldFont, 22, INK, 28),
    description: s(regularFont, 11, MUTED),
    heading: s(boldFont, 13.5, INK, 19),
    label: s(boldFont, 8.5, MUTED, 13),
    body: s(regularFont, 11, INK),
    note: s(regularFont, 9.5, INK, 13),
    pageNumber: s(regularFont, 9, MUTED),
  };
  const drawable = new Map([regularFont, boldFont].map((f) => [f, drawableIn(f.getCharacterSet())]));
  const { t } = exportWords(options);
  const marker = markerIn(t);
  const missing = new Set<ScriptName>();
  const han = hanScriptFor(
    blocks.flatMap((b) => [b.originalText, b.translation ?? "", b.expansion]),
    project.translationLanguage,
  );
  const fitText = (text: string, style: Style) => {
    const fitted = fitTextToFont(text, drawable.get(style.font)!, han, marker);
    for (const script of fitted.missing) missing.add(script);
    return fitted.text;
  };
  const text = (raw: string, style: Style, before: number, keepWithNext = false): Item => ({
    kind: "text",
    text: fitText(raw, style),
    style,
    before,
    keepWithNext,
  });

  const head: Item[] = [];
  const title = titleOf(project, options);
  if (options.includeTitle) head.push(text(title, styles.title, 0));
  const description = descriptionOf(project, options);
  if (description !== null) head.push(text(description, styles.description, 8));
  const items: Item[] = [];
  if ((head.length > 0 || options.includeStructureMap) && blocks.length > 0)
    items.push({ kind: "rule", before: 14 });
  if (isFinalCopy(options)) {
    // The copy as the client reads it: paragraphs one after another, no table.
    for (const paragraph of finalParagraphs(blocks, options)) {
      if (paragraph.label) items.push(text(paragraph.label.toUpperCase(), styles.label, 14, true));
      items.push(text(paragraph.text, styles.body, paragraph.label ? 1 : 14));
    }
  } else {
    blocks.forEach((block, i) => {
      items.push(text(blockHeading(i, block, options), styles.heading, 22, true));
      for (const section of sectionsOf(block, options)) {
        items.push(text(section.label.toUpperCase(), styles.label, 8, true));
        items.push(text(section.text, styles.body, 1));
      }
    });
  }

  const writer = new Writer(doc);
  if (missing.size > 0) writer.note(fitText(missingCharactersNote(missing, t), styles.note), styles.note);
  head.forEach((item, i) => {
    writer.write(item, followHeight(head, i));
  });
  if (options.includeStructureMap && blocks.length > 0)
    writeStructureMap(writer, blocks, styles, fitText, exportWords(options).locale);
  items.forEach((item, i) => {
    writer.write(item, followHeight(items, i));
  });

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const label = `${i + 1} / ${pages.length}`;
    const { font, size, color } = styles.pageNumber;
    const width = font.widthOfTextAtSize(label, size);
    page.drawText(label, { x: (A4[0] - width) / 2, y: MARGIN.bottom / 2, size, font, color });
  });

  doc.setTitle(options.includeTitle ? title : "CopyBlocks", { showInWindowTitleBar: true });
  doc.setCreator("CopyBlocks");
  doc.setProducer("CopyBlocks (@cantoo/pdf-lib)");
  doc.setLanguage(UI_LOCALES[exportWords(options).locale]);
  return doc.save();
}
