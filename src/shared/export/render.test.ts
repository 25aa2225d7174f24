import { describe, expect, it } from "vitest";
import { fonts } from "../../../tests/support/pdf-fonts";
import { renderPdf } from "./pdf";
import { renderExport } from "./render";
import { blocks, options, project } from "./test-fixtures";
import { EXPORT_FORMATS } from "./types";

const now = new Date(2026, 10, 21, 23, 59);

describe("renderExport", () => {
  it("renders every format with its file name and type", async () => {
    for (const format of EXPORT_FORMATS) {
      const file = await renderExport(project, blocks, options({ exportFormat: format }), {
        now,
        renderPdf: (p, b, o) => renderPdf(p, b, o, fonts),
      });
      const ext = { markdown: "md", html: "html", pdf: "pdf", json: "json", txt: "txt" }[format];
      expect(file.fileName).toBe(`coracao_em_acao_20261121-2359.${ext}`);
      expect(file.mimeType).toMatch(format === "pdf" ? /^application\/pdf$/ : /charset=utf-8$/);
      if (format === "pdf")
        expect(new TextDecoder().decode((file.body as Uint8Array).slice(0, 5))).toBe("%PDF-");
      else expect(file.body).toContain("Coração em Ação");
    }
  });

  it("refuses a PDF without fonts", async () => {
    await expect(renderExport(project, blocks, options({ exportFormat: "pdf" }))).rejects.toThrow(/font/);
  });
});
