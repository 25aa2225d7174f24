import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeMarkdownLine, renderMarkdown } from "./markdown";
import { options } from "./test-fixtures";

// Exported Markdown is opened in other apps: only http(s) links may stay active there.
const render = (title: string, originalText: string) =>
  renderMarkdown({ title, description: null }, [{ type: "HOOK", originalText, expansion: "" }], options());

/** An http(s) inline link as the renderer keeps it, which the checks below set aside. */
const SAFE = /(?<![!\\])\[[^[\]\\]*\]\(https?:\/\/[^\s()<>\\|"]+(?:\s+"[^"<>\\|]*")?\)/gi;

/** Characters that are live Markdown: not preceded by an odd run of backslashes. */
function liveStructure(markdown: string): string[] {
  const rest = markdown.replace(SAFE, " ");
  const live: string[] = [];
  for (const match of rest.matchAll(/(\\*)([[\]<>])/g)) {
    if (match[1].length % 2 === 0) live.push(match[0]);
  }
  return live;
}

describe("links and images in the Markdown export", () => {
  it("turns javascript:, data: and other non-http(s) links into plain text", () => {
    for (const target of [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
      "/relative",
    ]) {
      const md = render("T", `Clique [aqui](${target}) agora`);
      expect(md).toContain(`Clique \\[aqui\\](${target}) agora`);
      expect(liveStructure(md)).toEqual([]);
    }
  });

  it("keeps http(s) links active, with their text made safe", () => {
    expect(escapeMarkdownLine("Veja [o site](https://example.com/a?b=1) hoje")).toBe(
      "Veja [o site](https://example.com/a?b=1) hoje",
    );
    expect(escapeMarkdownLine('[x](http://example.com "Título")')).toBe('[x](http://example.com "Título")');
    expect(escapeMarkdownLine("[<img src=x onerror=alert(1)>](https://example.com)")).toBe(
      "[\\<img src=x onerror=alert(1)\\>](https://example.com)",
    );
  });

  it("neutralises every image, remote ones included", () => {
    const md = render("T", "![pixel](https://tracker.example/p.png) e ![x](javascript:alert(1))");
    expect(md).toContain("!\\[pixel\\](https://tracker.example/p.png) e !\\[x\\](javascript:alert(1))");
    expect(liveStructure(md)).toEqual([]);
  });

  it("neutralises reference links, their definitions, autolinks and links in the title", () => {
    const md = render(
      "[Título](javascript:alert(1))",
      "[clique][1]\n[1]: javascript:alert(1)\n<javascript:alert(1)>",
    );
    expect(md).toContain("# \\[Título\\](javascript:alert(1))");
    expect(md).toContain("\\[clique\\]\\[1\\]  \n\\[1\\]: javascript:alert(1)  \n\\<javascript:alert(1)\\>");
    expect(liveStructure(md)).toEqual([]);
  });

  it("a backslash typed before a bracket cannot cancel the escape", () => {
    const md = render("T", "\\[x\\](javascript:alert(1)) e \\\\<b>");
    expect(liveStructure(md)).toEqual([]);
  });

  it("leaves no live bracket or angle bracket outside http(s) links, whatever the text", () => {
    const piece = fc.constantFrom(
      "[",
      "]",
      "(",
      ")",
      "!",
      "\\",
      "<",
      ">",
      "|",
      "`",
      "x",
      " ",
      "javascript:",
      "https://a.b",
      '"t"',
      "\n",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        expect(liveStructure(render(parts.join(""), parts.join("")))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
