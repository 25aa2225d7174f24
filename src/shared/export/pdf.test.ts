import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { fonts } from "../../../tests/support/pdf-fonts";
import { renderPdf } from "./pdf";
import { blocks, options, project } from "./test-fixtures";
import type { ExportBlock } from "./types";

const dir = mkdtempSync(join(tmpdir(), "copyblocks-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
/** Write the PDF and read it back with poppler, as a user's tools would. */
function poppler(bytes: Uint8Array) {
  const file = join(dir, `export-${++count}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", ["-enc", "UTF-8", file], { encoding: "utf8" });
  const pages = text.split("\f").filter((p) => p.trim() !== "");
  return { text, pages, info };
}
const flat = (text: string) => text.replace(/\s+/g, " ");

const ACCENTS = "ação, coração, não, você, é";
const longBlocks: ExportBlock[] = Array.from({ length: 30 }, (_, i) => ({
  type: i % 2 === 0 ? "PAIN_POINT" : "GUARANTEE",
  originalText: `Bloco ${i + 1}: ${"Every night feels the same, and nothing seems to work. ".repeat(4)}`,
  translation: `Tradução ${i + 1}: ${ACCENTS}. ${"Toda noite parece igual, e nada parece funcionar. ".repeat(4)}`,
  expansion: `Expansão ${i + 1}: primeira linha\nsegunda linha com ${ACCENTS}`,
}));

describe("renderPdf", () => {
  it("produces a multi-page A4 PDF whose text extracts in reading order, accents intact", async () => {
    const { text, pages, info } = poppler(await renderPdf(project, longBlocks, options(), fonts));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(text).toContain("Coração em Ação");
    expect(text).toContain(ACCENTS);
    expect(text).not.toMatch(/[\uFFFD]|\[texto em/);

    // Every block, and each of its sections, comes out in order.
    const order = [
      "Coração em Ação",
      "Uma VSL para quem não dorme.",
      ...longBlocks.flatMap((_, i) => [
        `${i + 1}. `,
        `Bloco ${i + 1}:`,
        `Tradução ${i + 1}:`,
        `Expansão ${i + 1}:`,
      ]),
    ];
    let at = -1;
    for (const needle of order) {
      const next = text.indexOf(needle, at + 1);
      expect(next, `"${needle}" after offset ${at}`).toBeGreaterThan(at);
      at = next;
    }
    // Labels and headings from blockTypeLabel, line breaks kept.
    expect(text).toContain("Agitação do Ponto de Dor");
    expect(text).toContain("TRADUÇÃO");
    expect(text).toContain("primeira linha\nsegunda linha");
    // Page numbers on every page.
    pages.forEach((page, i) => {
      expect(flat(page)).toMatch(new RegExp(`${i + 1} ?/ ?${pages.length}`));
    });
  });

  it("sets the metadata and embeds the fonts as subsets", async () => {
    const bytes = await renderPdf(project, blocks, options(), fonts);
    const { info } = poppler(bytes);
    expect(info).toMatch(/Title:\s+Coração em Ação/);
    expect(info).toMatch(/Creator:\s+CopyBlocks/);
    const fontsList = execFileSync("pdffonts", [join(dir, `export-${count}.pdf`)], { encoding: "utf8" });
    // Embedded, with a ToUnicode map (what makes text extraction work).
    expect(fontsList).toMatch(/DejaVuSans-Bold\S*\s+CID TrueType\s+Identity-H\s+yes\s+\S+\s+yes/);
    expect(fontsList).toMatch(/DejaVuSans-\d+\s+CID TrueType\s+Identity-H\s+yes\s+\S+\s+yes/);
    // Subsetting keeps the file small (the regular TTF alone is ~750 KB).
    expect(bytes.length).toBeLessThan(60_000);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("Coração em Ação");
  });

  it("replaces scripts the font cannot show by markers and explains them on the first page", async () => {
    const cjk: ExportBlock[] = [
      {
        type: "HOOK",
        originalText: "Você já sentiu isso?",
        translation: "あなたはこれを感じたことがありますか？",
        expansion: "",
      },
      ...longBlocks,
      { type: "OFFER_STRUCTURE", originalText: "مرحبا بالعالم", translation: "你好，世界", expansion: "" },
    ];
    const { text, pages } = poppler(
      await renderPdf({ ...project, translationLanguage: "ja" }, cjk, options(), fonts),
    );
    const first = flat(pages[0]!);
    // Kana in the document (and translationLanguage "ja") make the Han-only run Japanese too.
    expect(first).toContain("alguns caracteres (japonês, árabe) não podem ser exibidos neste PDF");
    expect(first).toContain("Exporte em HTML, Markdown, TXT ou JSON para mantê-los.");
    expect(first.indexOf("Atenção")).toBeLessThan(first.indexOf("Coração em Ação"));
    expect(text).toContain("Você já sentiu isso?");
    expect(text).toContain("[texto em japonês omitido]");
    expect(text).toContain("[texto em árabe omitido]");
    expect(text).not.toContain("[texto em chinês omitido]");
    // No Japanese, Chinese or Arabic code points, no replacement characters: no silent garbage.
    expect(text).not.toMatch(/[\u0600-\u06ff\u3000-\u9fff\uff00-\uffef\ufffd]/);
  });

  it("names Chinese in a Chinese document", async () => {
    const zh: ExportBlock[] = [
      { type: "HOOK", originalText: "Olá", translation: "你好，世界", expansion: "" },
    ];
    const { pages } = poppler(
      await renderPdf({ ...project, translationLanguage: "zh" }, zh, options(), fonts),
    );
    expect(flat(pages[0]!)).toContain("alguns caracteres (chinês) não podem");
    expect(pages[0]).toContain("[texto em chinês omitido]");
  });

  it("words the note and the markers in English when the export is", async () => {
    const mixed: ExportBlock[] = [
      { type: "HOOK", originalText: "Hello", translation: "مرحبا بالعالم", expansion: "" },
    ];
    const { text, pages } = poppler(await renderPdf(project, mixed, options({ locale: "en" }), fonts));
    expect(flat(pages[0]!)).toContain("Note: some characters (Arabic) cannot be shown in this PDF");
    expect(text).toContain("[Arabic text omitted]");
    expect(text).not.toMatch(/Atenção|omitido/);
  });

  it("adds no note when every character can be drawn", async () => {
    const { text } = poppler(await renderPdf(project, blocks, options(), fonts));
    expect(text).not.toContain("Atenção");
  });

  it("works with the regular face alone, with options off, and with no blocks", async () => {
    const regularOnly = poppler(
      await renderPdf(
        project,
        blocks,
        options({ includeOriginalText: false, includeDescription: false }),
        fonts.regular,
      ),
    );
    expect(regularOnly.text).toContain("1. Promessa Grande / Gancho");
    expect(regularOnly.text).not.toContain("Are you tired");
    expect(regularOnly.text).not.toContain("VSL");
    expect(regularOnly.text).toContain("Você está cansado de acordar às 3 da manhã?");

    const empty = poppler(await renderPdf({ title: "", description: null }, [], options(), fonts));
    expect(empty.pages).toHaveLength(1);
    expect(empty.text).toContain("Projeto sem título");
  });

  it("wraps a very long word and a very long title inside the page", async () => {
    const title = "Título muito comprido ".repeat(9).trim();
    const word = "x".repeat(400);
    const { text } = poppler(
      await renderPdf(
        { title, description: null },
        [{ type: "HOOK", originalText: word, expansion: "" }],
        options(),
        fonts,
      ),
    );
    expect(flat(text)).toContain(flat(title));
    expect(text.replace(/\s/g, "")).toContain(word);
  });
});

describe("renderPdf with the structure map", () => {
  const copy: ExportBlock[] = [
    { type: "HOOK", originalText: "Pare tudo e leia isto agora mesmo.", expansion: "" },
    { type: "GUARANTEE", originalText: "Sete dias de garantia total.", expansion: "" },
    { type: "PAIN_POINT", originalText: "Você acorda cansada todos os dias.", expansion: "" },
    { type: "CALL_TO_ACTION", originalText: "Clique no botão abaixo.", expansion: "" },
  ];

  it("draws the strip as coloured rectangles and lists sections and the order check", async () => {
    const bytes = await renderPdf(project, copy, { ...options(), includeStructureMap: true }, fonts);
    const { text } = poppler(bytes);
    const flatText = flat(text);
    expect(flatText).toContain("Estrutura da copy · 22 palavras · 0:09");
    expect(flatText).toContain("Promessa Grande / Gancho — #1 · 7 palavras · 0:03");
    expect(flatText).toMatch(/Cedo demais: Garantia \(bloco 2\)/);
    expect(flatText).toMatch(/Falta: História/);
    // The map comes before the first block.
    expect(flatText.indexOf("Estrutura da copy")).toBeLessThan(flatText.indexOf("1. Promessa Grande"));
    // The strip and the swatches are filled rectangles in the stage colours: render the page.
    const file = join(dir, `structure-${++count}.pdf`);
    writeFileSync(file, bytes);
    const ppm = execFileSync("pdftoppm", ["-r", "40", "-f", "1", "-l", "1", file]);
    const header = ppm.subarray(0, 20).toString("latin1").split(/\s+/);
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = ppm.subarray(ppm.length - width * height * 3);
    const pixelsOf = (r: number, g: number, b: number) => {
      let n = 0;
      for (let i = 0; i < pixels.length; i += 3) {
        if (Math.abs(pixels[i] - r) < 6 && Math.abs(pixels[i + 1] - g) < 6 && Math.abs(pixels[i + 2] - b) < 6)
          n++;
      }
      return n;
    };
    // Hook violet, guarantee teal, problem rose, call-to-action orange.
    for (const [r, g, b] of [
      [0x8b, 0x5c, 0xf6],
      [0x14, 0xb8, 0xa6],
      [0xf4, 0x3f, 0x5e],
      [0xf9, 0x73, 0x16],
    ]) {
      expect(pixelsOf(r, g, b)).toBeGreaterThan(20);
    }
  });

  it("words the map in English when the export is in English", async () => {
    const options_ = { ...options(), includeStructureMap: true, locale: "en" as const };
    const { text, info } = poppler(await renderPdf({ ...project, title: "" }, copy, options_, fonts));
    const flatText = flat(text);
    expect(flatText).toContain("Copy structure · 22 words · 0:09");
    expect(flatText).toContain("Big Promise / Hook — #1 · 7 words · 0:03");
    expect(flatText).toMatch(/Too early: Guarantee \(block 2\)/);
    expect(flatText).toMatch(/Missing: Story/);
    expect(flatText).toContain("Untitled project");
    expect(flatText).toContain("1. Big Promise / Hook");
    expect(flatText).toContain("ORIGINAL");
    expect(flatText).not.toMatch(/Estrutura|palavras|Falta|Gancho/);
    expect(info).toMatch(/Title:\s+Untitled project/);
  });

  it("leaves the map out unless asked", async () => {
    const { text } = poppler(await renderPdf(project, copy, options(), fonts));
    expect(text).not.toContain("Estrutura da copy");
  });
});
