import PptxGenJS from "pptxgenjs";
import { descriptionOf, finalParagraphs, titleOf } from "../../shared/export/common";
import { deckSlides } from "../../shared/export/slides";
import type { ExportBlock, ExportOptions, ExportProject, SlideTheme } from "../../shared/export/types";

const THEMES: Readonly<Record<SlideTheme, { background: string; text: string; muted: string }>> = {
  light: { background: "FFFFFF", text: "1F2328", muted: "6B7280" },
  dark: { background: "111318", text: "F5F6F7", muted: "9CA3AF" },
};

// 16:9 at 10 × 5.625 inches (pptxgenjs' LAYOUT_16x9).
const WIDTH = 10;
const HEIGHT = 5.625;
const FONT = "Arial";

/**
 * A VSL deck: a title slide, then the final copy (or the chosen translation) as short phrases in
 * large type, one phrase a slide, with the whole block in the speaker notes and its type as a
 * small label when chosen. The deck always carries the copy as read, never the table.
 */
export async function renderPptx(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
): Promise<Uint8Array> {
  const theme = THEMES[options.slideTheme ?? "light"];
  const deck = new PptxGenJS();
  deck.layout = "LAYOUT_16x9";
  deck.title = titleOf(project, options);
  deck.company = "CopyBlocks";

  const cover = deck.addSlide();
  cover.background = { color: theme.background };
  cover.addText(titleOf(project, options), {
    x: 0.6,
    y: 1.4,
    w: WIDTH - 1.2,
    h: 1.8,
    fontFace: FONT,
    fontSize: 40,
    bold: true,
    color: theme.text,
    align: "center",
    valign: "middle",
    fit: "shrink",
  });
  const description = descriptionOf(project, options);
  if (description !== null)
    cover.addText(description, {
      x: 1,
      y: 3.3,
      w: WIDTH - 2,
      h: 1.4,
      fontFace: FONT,
      fontSize: 18,
      color: theme.muted,
      align: "center",
      valign: "top",
      fit: "shrink",
    });

  for (const slide of deckSlides(finalParagraphs(blocks, { ...options, content: "final" }))) {
    const page = deck.addSlide();
    page.background = { color: theme.background };
    if (slide.label)
      page.addText(slide.label, {
        x: 0.4,
        y: 0.25,
        w: WIDTH - 0.8,
        h: 0.4,
        fontFace: FONT,
        fontSize: 12,
        color: theme.muted,
      });
    page.addText(slide.text, {
      x: 0.6,
      y: 0.8,
      w: WIDTH - 1.2,
      h: HEIGHT - 1.6,
      fontFace: FONT,
      fontSize: 40,
      bold: true,
      color: theme.text,
      align: "center",
      valign: "middle",
      fit: "shrink",
    });
    page.addNotes(slide.notes);
  }
  const bytes = (await deck.write({ outputType: "uint8array" })) as Uint8Array;
  return new Uint8Array(bytes);
}
