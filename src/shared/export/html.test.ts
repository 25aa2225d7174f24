import { describe, expect, it } from "vitest";
import { escapeHtml, renderHtml } from "./html";
import { blocks, options, project } from "./test-fixtures";

const XSS = "<img src=x onerror=alert(1)>";
const ESCAPED = "&lt;img src=x onerror=alert(1)&gt;";

describe("renderHtml", () => {
  it("is a complete, self-contained HTML5 page", () => {
    const html = renderHtml(project, blocks, options());
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="pt-BR">\n<head>\n<meta charset="utf-8">')).toBe(
      true,
    );
    expect(html).toContain("<title>Coração em Ação</title>");
    expect(html).toMatch(/<style>[\s\S]*@media print[\s\S]*<\/style>/);
    expect(html).toContain("</html>\n");
    expect(html).not.toMatch(/<script|<link|\bsrc=|url\(/i);
  });

  it("renders the title, description and each block's chosen sections", () => {
    const html = renderHtml(project, blocks, options());
    expect(html).toContain("<h1>Coração em Ação</h1>");
    expect(html).toContain('<p class="description text">Uma VSL para quem não dorme.\nSegunda linha');
    expect(html).toContain('<h2><span class="number">1.</span> Promessa Grande / Gancho</h2>');
    expect(html).toContain('<h2><span class="number">3.</span> Chamada para ação</h2>');
    expect(html).toContain('<h3>Tradução</h3><p class="text" lang="pt">Você está cansado');
    // Line breaks survive through white-space: pre-wrap.
    expect(html).toContain("Imagine dormir a noite inteira.\nSem remédios.");
    expect(html).toContain("white-space: pre-wrap");
    // Block 2 has no translation and no expansion; block 3's expansion is blank.
    expect(html.match(/<div class="section /g)).toHaveLength(6);
  });

  it("honours the options", () => {
    const html = renderHtml(
      project,
      blocks,
      options({ includeTitle: false, includeDescription: false, includeExpansions: false }),
    );
    expect(html).not.toContain("<h1>");
    expect(html).toContain("<title>CopyBlocks</title>");
    expect(html).not.toContain("VSL");
    expect(html).not.toContain("Expansão");
    expect(html).toContain("Original");
  });

  it("escapes a script-bearing title, description, block text and type", () => {
    const html = renderHtml(
      { title: XSS, description: `${XSS}"'&`, translationLanguage: '"><script>' },
      [
        {
          type: `<b onclick="x">`,
          originalText: XSS,
          translation: "</p><script>alert(1)</script>",
          expansion: XSS,
        },
      ],
      options(),
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b onclick");
    expect(html).toContain(`<title>${ESCAPED}</title>`);
    expect(html).toContain(`<h1>${ESCAPED}</h1>`);
    expect(html).toContain(`${ESCAPED}&quot;&#39;&amp;</p>`);
    expect(html).toContain("&lt;b onclick=&quot;x&quot;&gt;</h2>");
    expect(html).toContain("&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // An invalid language code is dropped, not escaped into the attribute.
    expect(html).not.toContain('lang="&quot;');
  });

  it("escapeHtml covers the five special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;",
    );
  });
});
