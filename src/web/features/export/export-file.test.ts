import { afterEach, describe, expect, it, vi } from "vitest";
import { exportQuerySchema } from "@/shared/api/export";
import { renderExport } from "@/shared/export/render";
import { blocks, options, project } from "@/shared/export/test-fixtures";
import { EXPORT_FORMATS, isServerFormat } from "@/shared/export/types";
import { ApiError } from "@/web/lib/api-client";
import { EXPORT_FORMAT_LABELS, exportProject, exportSuccessMessage, exportUrl } from "./export-file";

const now = new Date(2026, 10, 21, 23, 59);
const ID = "00000000-0000-4000-8000-000000000001";

afterEach(() => vi.unstubAllGlobals());

describe("exportProject", () => {
  it("gives the shared renderExport's file for every text format and every option", async () => {
    const toggles = [
      {},
      { includeTitle: false },
      { includeDescription: false },
      { includeOriginalText: false },
      { includeTranslations: false },
      { includeExpansions: false },
      { content: "final" as const },
      { content: "final" as const, finalFromTranslation: true, includeTypes: true },
    ];
    for (const format of EXPORT_FORMATS.filter((f) => !isServerFormat(f))) {
      for (const toggle of toggles) {
        const chosen = options({ ...toggle, exportFormat: format });
        const ours = await exportProject(project, blocks, chosen, { now });
        const shared = await renderExport(project, blocks, chosen, { now });
        expect(ours, `${format} ${JSON.stringify(toggle)}`).toEqual(shared);
      }
    }
  });

  it("asks the server for PDF, Word and slides, and names the file as the server does", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(new Uint8Array([80, 75]), {
          headers: {
            "content-type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "content-disposition": 'attachment; filename="coracao_em_acao_20261121-2359.docx"',
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const file = await exportProject(project, blocks, options({ exportFormat: "docx" }), { projectId: ID });
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/projects/${ID}/export?${new URLSearchParams({
        format: "docx",
        title: "1",
        description: "1",
        original: "1",
        translation: "1",
        expansion: "1",
        types: "0",
        content: "table",
      })}`,
      { credentials: "same-origin" },
    );
    expect(file).toEqual({
      fileName: "coracao_em_acao_20261121-2359.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      body: new Uint8Array([80, 75]),
    });
  });

  it("reports the server's error", async () => {
    const body = { error: { code: "NOT_FOUND", message: "Projeto não encontrado" } };
    vi.stubGlobal("fetch", async () => Response.json(body, { status: 404 }));
    await expect(
      exportProject(project, blocks, options({ exportFormat: "pdf" }), { projectId: ID }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it("needs a saved project for a server format", async () => {
    await expect(exportProject(project, blocks, options({ exportFormat: "pptx" }))).rejects.toThrow(/Save/);
  });
});

describe("exportUrl", () => {
  it("writes every choice as a parameter the server accepts", () => {
    const url = exportUrl(
      ID,
      options({
        exportFormat: "pptx",
        content: "final",
        finalFromTranslation: true,
        includeTypes: true,
        slideTheme: "dark",
        includeTitle: false,
      }),
      "en",
    );
    const query = Object.fromEntries(new URL(url, "http://x").searchParams);
    expect(query).toMatchObject({
      format: "pptx",
      language: "en",
      theme: "dark",
      types: "1",
      title: "0",
      content: "final",
    });
    expect(exportQuerySchema.safeParse(query).success).toBe(true);
    const md = Object.fromEntries(
      new URL(exportUrl(ID, options({ exportFormat: "markdown" }), "en"), "http://x").searchParams,
    );
    expect(md.format).toBe("md");
    expect(md.language).toBeUndefined();
    expect(md.locale).toBeUndefined();
    expect(exportQuerySchema.safeParse(md).success).toBe(true);
  });

  it("sends the file's language as locale", () => {
    for (const locale of ["en", "pt"] as const) {
      const query = Object.fromEntries(
        new URL(exportUrl(ID, options({ exportFormat: "docx", locale }), null), "http://x").searchParams,
      );
      expect(query.locale).toBe(locale);
      expect(exportQuerySchema.safeParse(query).success).toBe(true);
    }
  });
});

describe("exportSuccessMessage", () => {
  it("names the format", () => {
    expect(exportSuccessMessage("pdf")).toBe("Exported as PDF");
    expect(exportSuccessMessage("markdown")).toBe("Exported as Markdown");
    for (const format of EXPORT_FORMATS) expect(EXPORT_FORMAT_LABELS[format]).toBeTruthy();
  });
});
