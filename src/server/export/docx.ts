import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import {
  descriptionOf,
  exportWords,
  finalParagraphs,
  isFinalCopy,
  type SectionKind,
  sectionsOf,
  titleOf,
} from "../../shared/export/common";
import type { ExportBlock, ExportOptions, ExportProject } from "../../shared/export/types";

/** Word keeps paragraphs apart; a single line break inside one becomes a line break, not a space. */
function textParagraphs(text: string, style: { bold?: boolean } = {}): Paragraph[] {
  return text.split(/\n{2,}/).map(
    (paragraph) =>
      new Paragraph({
        spacing: { after: 120 },
        children: paragraph
          .split("\n")
          .map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0, ...style })),
      }),
  );
}

const cell = (children: Paragraph[], header = false) =>
  new TableCell({
    children: children.length > 0 ? children : [new Paragraph("")],
    margins: { top: 80, bottom: 80, left: 100, right: 100 },
    ...(header ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: "E8EAED" } } : {}),
  });

/** The blocks as the editor's table: number, type, then the chosen text columns. */
function blockTable(blocks: ExportBlock[], options: ExportOptions): Table {
  const columns: SectionKind[] = [];
  if (options.includeOriginalText) columns.push("original");
  if (options.includeTranslations) columns.push("translation");
  if (options.includeExpansions) columns.push("expansion");
  const { t, typeLabel } = exportWords(options);
  const header = new TableRow({
    tableHeader: true,
    children: ["#", t("export.typeColumn"), ...columns.map((kind) => t(`export.${kind}`))].map((label) =>
      cell([new Paragraph({ children: [new TextRun({ text: label, bold: true })] })], true),
    ),
  });
  const rows = blocks.map((block, i) => {
    const sections = new Map(sectionsOf(block, options).map((s) => [s.kind, s.text]));
    return new TableRow({
      cantSplit: false,
      children: [
        cell(textParagraphs(String(i + 1))),
        cell(textParagraphs(typeLabel(block.type), { bold: true })),
        ...columns.map((kind) => cell(textParagraphs(sections.get(kind) ?? ""))),
      ],
    });
  });
  return new Table({ rows: [header, ...rows], width: { size: 100, type: WidthType.PERCENTAGE } });
}

/**
 * A Word document: title, description, then the block table or the final copy as paragraphs
 * (with the block types as headings when chosen). Word and LibreOffice pick a font that has the
 * accents; nothing is embedded.
 */
export async function renderDocx(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
): Promise<Uint8Array> {
  const children: (Paragraph | Table)[] = [];
  const title = titleOf(project, options);
  if (options.includeTitle) children.push(new Paragraph({ text: title, heading: HeadingLevel.TITLE }));
  const description = descriptionOf(project, options);
  if (description !== null) children.push(...textParagraphs(description, {}));
  if (isFinalCopy(options)) {
    for (const paragraph of finalParagraphs(blocks, options)) {
      if (paragraph.label)
        children.push(new Paragraph({ text: paragraph.label, heading: HeadingLevel.HEADING_2 }));
      children.push(...textParagraphs(paragraph.text));
    }
  } else if (blocks.length > 0) {
    children.push(blockTable(blocks, options));
  }
  const document = new Document({
    creator: "CopyBlocks",
    title: options.includeTitle ? title : "CopyBlocks",
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
