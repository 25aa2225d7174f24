import { describe, expect, it } from "vitest";
import { renderHtml } from "./html";
import { buildFinalCopyExport, buildProjectExport } from "./json";
import { renderMarkdown } from "./markdown";
import { blocks, options, project } from "./test-fixtures";
import { renderText } from "./text";

const untitled = { ...project, title: "  " };

describe("exports in the language chosen for them", () => {
  it("Markdown names types, sections and an untitled project in English or Portuguese", () => {
    const en = renderMarkdown(untitled, blocks, options({ locale: "en" }));
    expect(en).toContain("# Untitled project\n");
    expect(en).toContain("## 1. Big Promise / Hook\n\n### Original");
    expect(en).toContain("### Translation\n\nVocê está cansado");
    expect(en).toContain("### Expansion\n\nImagine dormir");
    expect(en).toContain("## 3. Call to action");
    expect(en).not.toMatch(/Tradução|Expansão|Gancho|sem título/);

    const pt = renderMarkdown(untitled, blocks, options({ locale: "pt" }));
    expect(pt).toContain("# Projeto sem título\n");
    expect(pt).toContain("## 1. Promessa Grande / Gancho");
    expect(pt).toContain("### Tradução");
    expect(pt).toContain("## 3. Chamada para ação");
  });

  it("text headings and the final copy's type labels follow the language", () => {
    const en = renderText(project, blocks, options({ locale: "en" }));
    expect(en).toContain("1. Big Promise / Hook\n---------------------\n\nOriginal:");
    expect(en).toContain("Translation:\nVocê");
    const final = renderText(
      project,
      blocks,
      options({ locale: "en", content: "final", includeTypes: true }),
    );
    expect(final).toContain("Big Promise / Hook\nImagine dormir");
    expect(final).toContain("Pain Point Agitation\nEvery night is the same.");
    const finalPt = renderText(
      project,
      blocks,
      options({ locale: "pt", content: "final", includeTypes: true }),
    );
    expect(finalPt).toContain("Agitação do Ponto de Dor\nEvery night is the same.");
  });

  it("HTML declares the page's language and words its headings and footer in it", () => {
    const en = renderHtml(project, blocks, options({ locale: "en" }));
    expect(en).toContain('<html lang="en-US">');
    expect(en).toContain('<span class="number">1.</span> Big Promise / Hook</h2>');
    expect(en).toContain("<h3>Translation</h3>");
    expect(en).toContain("<footer>Exported from CopyBlocks</footer>");
    const pt = renderHtml(project, blocks, options({ locale: "pt" }));
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toContain("<h3>Tradução</h3>");
    expect(pt).toContain("<footer>Exportado do CopyBlocks</footer>");
  });

  it("JSON gives an untitled project the default title in the chosen language", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(buildProjectExport(untitled, blocks, options({ locale: "en" }), now).project.title).toBe(
      "Untitled project",
    );
    expect(buildProjectExport(untitled, blocks, options({ locale: "pt" }), now).project.title).toBe(
      "Projeto sem título",
    );
    expect(buildFinalCopyExport(untitled, blocks, options({ locale: "en" }), now).project.title).toBe(
      "Untitled project",
    );
  });

  it("keeps Portuguese when no language is given, as files were before the choice", () => {
    expect(renderMarkdown(untitled, blocks, options())).toContain("# Projeto sem título\n");
  });
});
