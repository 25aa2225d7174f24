import { blockHeading, descriptionOf, finalParagraphs, isFinalCopy, sectionsOf, titleOf } from "./common";
import type { ExportBlock, ExportOptions, ExportProject } from "./types";

/** Underline as wide as the heading, counted in code points so accents do not skew it. */
function underlined(text: string, char: "=" | "-"): string {
  return `${text}\n${char.repeat(Math.max(3, [...text].length))}`;
}

/** A plain-text document: underlined title, description, numbered blocks with labelled sections. */
export function renderText(project: ExportProject, blocks: ExportBlock[], options: ExportOptions): string {
  const head: string[] = [];
  if (options.includeTitle) head.push(underlined(titleOf(project, options), "="));
  const description = descriptionOf(project, options);
  if (description !== null) head.push(description);
  if (isFinalCopy(options)) {
    const body = finalParagraphs(blocks, options).map((p) => (p.label ? `${p.label}\n${p.text}` : p.text));
    return `${[...head, ...body].join("\n\n")}\n`;
  }
  // One blank line inside the title block and inside a block, two between them.
  const parts = head.length > 0 ? [head.join("\n\n")] : [];
  blocks.forEach((block, i) => {
    const lines = [underlined(blockHeading(i, block, options), "-")];
    for (const section of sectionsOf(block, options)) lines.push(`${section.label}:\n${section.text}`);
    parts.push(lines.join("\n\n"));
  });
  return `${parts.join("\n\n\n")}\n`;
}
