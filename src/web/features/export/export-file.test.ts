import { describe, expect, it, vi } from "vitest";
import { renderPdf } from "@/shared/export/pdf";
import { renderExport } from "@/shared/export/render";
import { blocks, options, project } from "@/shared/export/test-fixtures";
import { EXPORT_FORMATS, type ExportOptions } from "@/shared/export/types";
import { fonts } from "../../../../tests/support/pdf-fonts";
import { EXPORT_FORMAT_LABELS, exportProject, exportSuccessMessage } from "./export-file";

const now = new Date(2026, 10, 21, 23, 59);
const realPdf = async () => (p: typeof project, b: typeof blocks, o: ExportOptions) =>
  renderPdf(p, b, o, fonts);

describe("exportProject", () => {
  it("gives the shared renderExport's file for every text format and every option", async () => {
    const toggles = [
      {},
      { includeTitle: false },
      { includeDescription: false },
      { includeOriginalText: false },
      { includeTranslations: false },
      { includeExpansions: false },
      { includeOriginalText: false, includeTranslations: false, includeExpansions: false },
    ];
    for (const format of EXPORT_FORMATS.filter((f) => f !== "pdf")) {
      for (const toggle of toggles) {
        const chosen = options({ ...toggle, exportFormat: format });
        const ours = await exportProject(project, blocks, chosen, { now });
        const shared = await renderExport(project, blocks, chosen, { now });
        expect(ours, `${format} ${JSON.stringify(toggle)}`).toEqual(shared);
      }
    }
  });

  it("loads the PDF renderer only for a PDF", async () => {
    const loadPdf = vi.fn(realPdf);
    for (const format of EXPORT_FORMATS.filter((f) => f !== "pdf")) {
      await exportProject(project, blocks, options({ exportFormat: format }), { now, loadPdf });
    }
    expect(loadPdf).not.toHaveBeenCalled();

    const file = await exportProject(project, blocks, options({ exportFormat: "pdf" }), { now, loadPdf });
    expect(loadPdf).toHaveBeenCalledTimes(1);
    expect(file.fileName).toBe("coracao_em_acao_20261121-2359.pdf");
    expect(file.mimeType).toBe("application/pdf");
    expect(new TextDecoder().decode((file.body as Uint8Array).slice(0, 5))).toBe("%PDF-");
  });

  it("passes the options through to the PDF renderer", async () => {
    const render = vi.fn(async () => new Uint8Array([1]));
    const chosen = options({ exportFormat: "pdf", includeTranslations: false });
    await exportProject(project, blocks, chosen, { now, loadPdf: async () => render });
    expect(render).toHaveBeenCalledWith(project, blocks, chosen);
  });

  it("reports a failed font load instead of a file", async () => {
    const loadPdf = () => Promise.reject(new Error("Could not load the PDF font (404)"));
    await expect(
      exportProject(project, blocks, options({ exportFormat: "pdf" }), { loadPdf }),
    ).rejects.toThrow(/PDF font/);
  });
});

describe("exportSuccessMessage", () => {
  it("names the format", () => {
    expect(exportSuccessMessage("pdf")).toBe("Exported as PDF");
    expect(exportSuccessMessage("markdown")).toBe("Exported as Markdown");
    for (const format of EXPORT_FORMATS) expect(EXPORT_FORMAT_LABELS[format]).toBeTruthy();
  });
});
