import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";

// Page layout for renderPdf: word wrap by measured width, page breaks, headings kept with
// what follows them. Text reaching here is already fitted to its font.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = { top: 64, bottom: 64, left: 60, right: 60 };
export const CONTENT_WIDTH = A4[0] - MARGIN.left - MARGIN.right;
export const INK = rgb(0.12, 0.14, 0.16);
export const MUTED = rgb(0.38, 0.41, 0.46);
const NOTE_FILL = rgb(1, 0.96, 0.84);
const NOTE_BORDER = rgb(0.85, 0.65, 0.13);

export type Style = { font: PDFFont; size: number; color: Color; leading: number };
/** What to draw, in order; text is already fitted to the style's font. */
export type Item =
  | { kind: "text"; text: string; style: Style; before: number; keepWithNext: boolean }
  | { kind: "rule"; before: number };

/**
 * Text width as the sum of cached per-character advances. Exact here: with shaping off, the
 * layout is one glyph per character and pdf-lib draws each at its advance.
 */
function measurer(style: Style) {
  const cache = new Map<string, number>();
  return (text: string) => {
    let width = 0;
    for (const char of text) {
      let advance = cache.get(char);
      if (advance === undefined) {
        advance = style.font.widthOfTextAtSize(char, style.size);
        cache.set(char, advance);
      }
      width += advance;
    }
    return width;
  };
}

/** Greedy word wrap by measured width; a word wider than the line is cut between characters. */
export function wrapText(text: string, measure: (s: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  const spaceWidth = measure(" ");
  for (const paragraph of text.split("\n")) {
    let line = "";
    let width = 0;
    for (const word of paragraph.split(" ")) {
      const wordWidth = measure(word);
      if (line !== "" && width + spaceWidth + wordWidth <= maxWidth) {
        line += ` ${word}`;
        width += spaceWidth + wordWidth;
        continue;
      }
      if (line !== "") lines.push(line);
      line = "";
      width = 0;
      if (wordWidth <= maxWidth) {
        line = word;
        width = wordWidth;
        continue;
      }
      for (const char of word) {
        const charWidth = measure(char);
        if (line !== "" && width + charWidth > maxWidth) {
          lines.push(line);
          line = "";
          width = 0;
        }
        line += char;
        width += charWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Lays items out top to bottom, starting a page when the next line (or a kept group) won't fit. */
export class Writer {
  page!: PDFPage;
  y = 0;
  private readonly measures = new Map<Style, (s: string) => number>();

  constructor(private readonly doc: PDFDocument) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN.top;
  }

  private atTop() {
    return this.y === A4[1] - MARGIN.top;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN.bottom && !this.atTop()) this.newPage();
  }

  wrap(text: string, style: Style, width = CONTENT_WIDTH) {
    let measure = this.measures.get(style);
    if (!measure) {
      measure = measurer(style);
      this.measures.set(style, measure);
    }
    return wrapText(text, measure, width);
  }

  /** `followHeight`: room the items kept with this one need on the same page. */
  write(item: Item, followHeight: number) {
    if (item.kind === "rule") {
      this.ensure(item.before * 2);
      if (!this.atTop()) this.y -= item.before;
      this.page.drawLine({
        start: { x: MARGIN.left, y: this.y },
        end: { x: A4[0] - MARGIN.right, y: this.y },
        thickness: 0.5,
        color: MUTED,
      });
      return;
    }
    const { style } = item;
    const lines = this.wrap(item.text, style);
    // A heading moves to the next page together with the first line of what it introduces.
    this.ensure(
      item.keepWithNext ? item.before + lines.length * style.leading + followHeight : style.leading,
    );
    if (!this.atTop()) this.y -= item.before;
    for (const line of lines) {
      this.ensure(style.leading);
      this.y -= style.leading;
      const baseline = this.y + (style.leading - style.size) / 2 + style.size * 0.22;
      if (line !== "") {
        this.page.drawText(line, {
          x: MARGIN.left,
          y: baseline,
          size: style.size,
          font: style.font,
          color: style.color,
        });
      }
    }
  }

  /** Room for a drawing `height` tall (on a new page if needed); `draw` gets its top edge. */
  picture(height: number, before: number, draw: (page: PDFPage, top: number) => void) {
    this.ensure(before + height);
    if (!this.atTop()) this.y -= before;
    draw(this.page, this.y);
    this.y -= height;
  }

  /** A boxed notice at the current position. */
  note(text: string, style: Style) {
    const padding = 8;
    const lines = this.wrap(text, style, CONTENT_WIDTH - 2 * padding);
    const height = lines.length * style.leading + 2 * padding;
    this.page.drawRectangle({
      x: MARGIN.left,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      color: NOTE_FILL,
      borderColor: NOTE_BORDER,
      borderWidth: 0.75,
    });
    let y = this.y - padding;
    for (const line of lines) {
      y -= style.leading;
      const baseline = y + (style.leading - style.size) / 2 + style.size * 0.22;
      this.page.drawText(line, {
        x: MARGIN.left + padding,
        y: baseline,
        size: style.size,
        font: style.font,
        color: style.color,
      });
    }
    this.y -= height + 14;
  }
}

/** First lines of the chain of items kept with items[i]: a heading, its label, one line of text. */
export function followHeight(items: Item[], i: number): number {
  let height = 0;
  for (let j = i + 1; j < items.length; j++) {
    const item = items[j]!;
    if (item.kind !== "text") break;
    height += item.before + item.style.leading;
    if (!item.keepWithNext) break;
  }
  return height;
}
