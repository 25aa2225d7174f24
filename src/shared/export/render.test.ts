import { describe, expect, it } from "vitest";
import { fonts } from "../../../tests/support/pdf-fonts";
import { renderHtml } from "./html";
import { renderJson } from "./json";
import { renderMarkdown } from "./markdown";
import { renderPdf } from "./pdf";
import { renderExport } from "./render";
import { blocks, options, project } from "./test-fixtures";
import { renderText } from "./text";
import { EXPORT_FORMATS } from "./types";

const now = new Date(2026, 10, 21, 23, 59);
const fake = (bytes: number[]) => async () => new Uint8Array(bytes);

describe("renderExport", () => {
  it("renders every format with its file name and type", async () => {
    const renderers = {
      pdf: (p: typeof project, b: typeof blocks, o: ReturnType<typeof options>) => renderPdf(p, b, o, fonts),
      docx: fake([1]),
      pptx: fake([2]),
    };
    for (const format of EXPORT_FORMATS) {
      const file = await renderExport(project, blocks, options({ exportFormat: format }), { now, renderers });
      const ext = {
        markdown: "md",
        html: "html",
        pdf: "pdf",
        json: "json",
        txt: "txt",
        docx: "docx",
        pptx: "pptx",
      }[format];
      expect(file.fileName).toBe(`coracao_em_acao_20261121-2359.${ext}`);
      if (format === "pdf") {
        expect(file.mimeType).toBe("application/pdf");
        expect(new TextDecoder().decode((file.body as Uint8Array).slice(0, 5))).toBe("%PDF-");
      } else if (format === "docx" || format === "pptx") {
        expect(file.mimeType).toMatch(/^application\/vnd\.openxmlformats-officedocument\./);
        expect(file.body).toEqual(new Uint8Array([format === "docx" ? 1 : 2]));
      } else {
        expect(file.mimeType).toMatch(/charset=utf-8$/);
        expect(file.body).toContain("Coração em Ação");
      }
    }
  });

  it("refuses a binary format without its renderer", async () => {
    for (const format of ["pdf", "docx", "pptx"] as const)
      await expect(renderExport(project, blocks, options({ exportFormat: format }))).rejects.toThrow(
        /renderer/,
      );
  });
});

describe("final copy", () => {
  const final = (overrides = {}) => options({ content: "final", ...overrides });
  // Expansion when present, else original; the blank expansion of the third block does not count.
  const copy = [
    "Imagine dormir a noite inteira.\nSem remédios. Sem ação forçada.",
    "Every night is the same.",
    "Click below.",
  ];

  it("is the blocks' final text separated by blank lines, in text", () => {
    expect(renderText(project, blocks, final({ includeTitle: false, includeDescription: false }))).toBe(
      `${copy.join("\n\n")}\n`,
    );
    const withHead = renderText(project, blocks, final());
    expect(withHead.startsWith("Coração em Ação\n===============\n\nUma VSL")).toBe(true);
    expect(withHead).not.toMatch(/Original|Tradução|Expansão|1\. /);
  });

  it("reads the translation where there is one when asked", () => {
    const text = renderText(
      project,
      blocks,
      final({ includeTitle: false, includeDescription: false, finalFromTranslation: true }),
    );
    expect(text).toBe(
      `${["Você está cansado de acordar às 3 da manhã?", "Every night is the same.", "Clique abaixo."].join("\n\n")}\n`,
    );
  });

  it("names each block's type above its text when types are chosen", () => {
    const text = renderText(
      project,
      blocks,
      final({ includeTitle: false, includeDescription: false, includeTypes: true }),
    );
    expect(text.startsWith("Promessa Grande / Gancho\nImagine dormir a noite inteira.\n")).toBe(true);
    expect(text).toContain("\n\nChamada para ação\nClick below.\n");
  });

  it("has no table in Markdown, HTML or JSON", () => {
    const md = renderMarkdown(project, blocks, final());
    expect(md).toContain("# Coração em Ação");
    expect(md).toContain(
      "Imagine dormir a noite inteira.  \nSem remédios. Sem ação forçada.\n\nEvery night is the same.\n\nClick below.\n",
    );
    expect(md).not.toMatch(/^##/m);
    const html = renderHtml(project, blocks, final());
    expect(html).toContain('<p class="final text">Every night is the same.</p>');
    expect(html).not.toContain('class="block"');
    expect(html).not.toContain("Are you tired");
    const json = JSON.parse(renderJson(project, blocks, final(), now));
    expect(json).toMatchObject({ format: "copyblocks.final-copy", version: 1, text: copy.join("\n\n") });
    expect(json.paragraphs.map((p: { type: string }) => p.type)).toEqual(["HOOK", "PAIN_POINT", "cta"]);
  });
});
