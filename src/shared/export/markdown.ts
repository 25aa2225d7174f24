import { blockHeading, descriptionOf, sectionsOf, titleOf } from "./common";
import type { ExportBlock, ExportOptions, ExportProject } from "./types";

/**
 * Backslash-escape what would turn a line of copy into Markdown structure: headings, quotes,
 * lists, fences, thematic breaks, tables and raw HTML. Ordinary punctuation is left alone so
 * the file still reads as plain text.
 */
export function escapeMarkdownLine(line: string): string {
  let out = line.replace(/[<>]/g, (c) => `\\${c}`).replace(/\|/g, "\\|");
  const indent = out.match(/^ {0,3}/)![0];
  const rest = out.slice(indent.length);
  if (/^(#|[-+*](\s|$)|>|`{3}|~{3}|={2,}\s*$|[-_*](\s*[-_*]){2,}\s*$)/.test(rest)) {
    out = `${indent}\\${rest}`;
  } else if (/^\d{1,9}[.)](\s|$)/.test(rest)) {
    out = `${indent}${rest.replace(/^(\d+)([.)])/, "$1\\$2")}`;
  }
  return out;
}

/** Heading content: no raw HTML, and a trailing '#' kept from reading as a closing sequence. */
function headingText(text: string): string {
  return text.replace(/[<>]/g, (c) => `\\${c}`).replace(/#+$/, (m) => `\\${m}`);
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
  if (options.includeTitle) parts.push(`# ${headingText(titleOf(project))}`);
  const description = descriptionOf(project, options);
  if (description !== null) parts.push(markdownParagraphs(description));
  if (parts.length > 0 && blocks.length > 0) parts.push("---");
  blocks.forEach((block, i) => {
    parts.push(`## ${headingText(blockHeading(i, block))}`);
    for (const section of sectionsOf(block, options)) {
      parts.push(`### ${section.label}`, markdownParagraphs(section.text));
    }
  });
  return `${parts.join("\n\n")}\n`;
}
