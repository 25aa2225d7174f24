import { describe, expect, it } from "vitest";
import { escapeMarkdownLine, renderMarkdown } from "./markdown";
import { blocks, options, project } from "./test-fixtures";

describe("renderMarkdown", () => {
  it("renders title, description and numbered blocks with their sections", () => {
    expect(renderMarkdown(project, blocks, options())).toBe(
      [
        "# Coração em Ação",
        "",
        "Uma VSL para quem não dorme.  ",
        "Segunda linha da descrição.",
        "",
        "---",
        "",
        "## 1. Promessa Grande / Gancho",
        "",
        "### Original",
        "",
        "Are you tired of waking up at 3 a.m.?",
        "",
        "### Tradução",
        "",
        "Você está cansado de acordar às 3 da manhã?",
        "",
        "### Expansão",
        "",
        "Imagine dormir a noite inteira.  ",
        "Sem remédios. Sem ação forçada.",
        "",
        "## 2. Agitação do Ponto de Dor",
        "",
        "### Original",
        "",
        "Every night is the same.",
        "",
        "## 3. Chamada para ação",
        "",
        "### Original",
        "",
        "Click below.",
        "",
        "### Tradução",
        "",
        "Clique abaixo.",
        "",
      ].join("\n"),
    );
  });

  it("leaves out what the options exclude", () => {
    const md = renderMarkdown(
      project,
      blocks,
      options({ includeTitle: false, includeDescription: false, includeOriginalText: false }),
    );
    expect(md).not.toContain("Coração em Ação");
    expect(md).not.toContain("VSL");
    expect(md).not.toContain("### Original");
    expect(md).not.toContain("---");
    expect(md.startsWith("## 1. Promessa Grande / Gancho\n\n### Tradução")).toBe(true);
    // A block with nothing left keeps its numbered heading, so numbers match the editor.
    expect(md).toContain("## 2. Agitação do Ponto de Dor\n\n## 3. Chamada para ação");
  });

  it("keeps only expansions when asked", () => {
    const md = renderMarkdown(
      project,
      blocks,
      options({ includeOriginalText: false, includeTranslations: false }),
    );
    expect(md).toContain("### Expansão");
    expect(md).not.toMatch(/### (Original|Tradução)/);
  });

  it("skips a blank description and a null one", () => {
    for (const description of [null, "  \n "]) {
      expect(renderMarkdown({ ...project, description }, blocks, options())).toMatch(
        /^# Coração em Ação\n\n---\n/,
      );
    }
  });

  it("uses the default title for a blank one and handles no blocks", () => {
    expect(renderMarkdown({ title: "  ", description: null }, [], options())).toBe("# Projeto sem título\n");
  });

  it("escapes lines that would become Markdown structure", () => {
    const text = [
      "# not a heading",
      "- not a list",
      "1. not a list",
      "> not a quote",
      "```",
      "***",
      "<b>x</b>",
    ];
    const md = renderMarkdown(
      { title: "Título #", description: null },
      [{ type: "HOOK", originalText: text.join("\n"), expansion: "" }],
      options(),
    );
    expect(md).toContain("# Título \\#\n");
    expect(md).toContain(
      [
        "\\# not a heading  ",
        "\\- not a list  ",
        "1\\. not a list  ",
        "\\> not a quote  ",
        "\\```  ",
        "\\***  ",
        "\\<b\\>x\\</b\\>",
      ].join("\n"),
    );
  });

  it("leaves ordinary copy alone", () => {
    for (const line of ["Ação já!", "50% off - today", "3 a.m.", "#1 best seller"]) {
      const expected = line.startsWith("#") ? `\\${line}` : line;
      expect(escapeMarkdownLine(line)).toBe(expected);
    }
  });

  it("normalises Windows line ends and keeps paragraph breaks", () => {
    const md = renderMarkdown(
      { title: "T", description: null },
      [{ type: "text", originalText: "a\r\nb\r\n\r\nc", expansion: "" }],
      options(),
    );
    expect(md).toContain("a  \nb\n\nc\n");
    expect(md).not.toContain("\r");
  });
});
