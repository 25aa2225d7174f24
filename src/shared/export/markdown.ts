import { blockHeading, descriptionOf, finalParagraphs, isFinalCopy, sectionsOf, titleOf } from "./common";
import type { ExportBlock, ExportOptions, ExportProject } from "./types";

/**
 * An inline link whose target is an http(s) URL, the only kind an exported file keeps active:
 * `[text](https://…)` with an optional quoted title, not an image (no '!' before it).
 */
const SAFE_LINK = /(?<![!\\])\[([^[\]\\]*)\]\((https?:\/\/[^\s()<>\\|"]+(?:\s+"[^"<>\\|]*")?)\)/gi;

/**
 * Backslash-escapes each of `chars` so it reads as itself. A backslash the writer typed right
 * before one is doubled, so it cannot cancel our escape and make the character live again.
 */
function escapeChars(text: string, chars: RegExp): string {
  return text.replace(new RegExp(`(\\\\*)(${chars.source})`, "g"), (_m, slashes: string, c: string) => {
    return `${slashes}${slashes}\\${c}`;
  });
}

/**
 * Copy made safe for a Markdown line: exported files are opened in other apps, where a
 * `javascript:` or `data:` link would run, an image would load from wherever it points and raw
 * HTML would render. Brackets, angle brackets and pipes are escaped everywhere except in the
 * structure of an http(s) link, so every other link, image, reference link and its definition
 * stays plain text (pipes would otherwise start a table).
 */
export function neutraliseLinks(text: string): string {
  const plain = (part: string) => escapeChars(part, /[[\]<>|]/);
  let out = "";
  let last = 0;
  for (const match of text.matchAll(SAFE_LINK)) {
    out += `${plain(text.slice(last, match.index))}[${plain(match[1])}](${match[2]})`;
    last = (match.index ?? 0) + match[0].length;
  }
  return out + plain(text.slice(last));
}

/**
 * Backslash-escape what would turn a line of copy into Markdown structure: headings, quotes,
 * lists, fences, thematic breaks, tables, raw HTML and links other than http(s) ones. Ordinary
 * punctuation is left alone so the file still reads as plain text.
 */
export function escapeMarkdownLine(line: string): string {
  let out = neutraliseLinks(line);
  const indent = out.match(/^ {0,3}/)![0];
  const rest = out.slice(indent.length);
  if (/^(#|[-+*](\s|$)|>|`{3}|~{3}|={2,}\s*$|[-_*](\s*[-_*]){2,}\s*$)/.test(rest)) {
    out = `${indent}\\${rest}`;
  } else if (/^\d{1,9}[.)](\s|$)/.test(rest)) {
    out = `${indent}${rest.replace(/^(\d+)([.)])/, "$1\\$2")}`;
  }
  return out;
}

/** Heading content: no raw HTML or unsafe links, and a trailing '#' kept from reading as a closing sequence. */
function headingText(text: string): string {
  return neutraliseLinks(text).replace(/#+$/, (m) => `\\${m}`);
}

/**
 * Paragraphs of user text. A single line break becomes a hard break (two trailing spaces) so
 * the copy keeps its lines when the Markdown is rendered.
 */
export function markdownParagraphs(text: string): string {
  const lines = text.split("\n");
  return lines
    .map((line, i) => {
      const escaped = escapeMarkdownLine(line.trimEnd());
      const next = lines[i + 1];
      const hardBreak = escaped !== "" && next !== undefined && next.trim() !== "";
      return hardBreak ? `${escaped}  ` : escaped;
    })
    .join("\n");
}

/** A Markdown document: title, description, then each block under its numbered type label. */
export function renderMarkdown(
  project: ExportProject,
  blocks: ExportBlock[],
  options: ExportOptions,
): string {
  const parts: string[] = [];
  if (options.includeTitle) parts.push(`# ${headingText(titleOf(project, options))}`);
  const description = descriptionOf(project, options);
  if (description !== null) parts.push(markdownParagraphs(description));
  if (parts.length > 0 && blocks.length > 0) parts.push("---");
  if (isFinalCopy(options)) {
    for (const paragraph of finalParagraphs(blocks, options)) {
      if (paragraph.label) parts.push(`### ${headingText(paragraph.label)}`);
      parts.push(markdownParagraphs(paragraph.text));
    }
    return `${parts.join("\n\n")}\n`;
  }
  blocks.forEach((block, i) => {
    parts.push(`## ${headingText(blockHeading(i, block, options))}`);
    for (const section of sectionsOf(block, options)) {
      parts.push(`### ${section.label}`, markdownParagraphs(section.text));
    }
  });
  return `${parts.join("\n\n")}\n`;
}
