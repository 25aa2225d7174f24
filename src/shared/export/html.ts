import { UI_LOCALES } from "../ui-languages";
import { descriptionOf, exportWords, finalParagraphs, isFinalCopy, sectionsOf, titleOf } from "./common";
import type { ExportBlock, ExportOptions, ExportProject } from "./types";

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escape text for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A BCP 47-looking tag or nothing: the value lands in an attribute. */
function langAttribute(code: string | null | undefined): string {
  return code && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(code) ? ` lang="${code}"` : "";
}

// Light, print-friendly and self-contained: no web fonts, no scripts, no external requests.
const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; background: #f6f7f9; color: #1f2328;
  font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
main { max-width: 52rem; margin: 2rem auto; padding: 2.5rem 3rem; background: #fff;
  border: 1px solid #e3e6ea; border-radius: 12px; }
h1 { font-size: 2rem; line-height: 1.25; margin: 0 0 .75rem; overflow-wrap: anywhere; }
.description { color: #4b5563; margin: 0 0 1.5rem; }
.block { padding: 1.25rem 0; border-top: 1px solid #e3e6ea; }
.block h2 { font-size: 1.2rem; margin: 0 0 .75rem; }
.block h2 .number { color: #6b7280; font-variant-numeric: tabular-nums; }
.section { margin: 0 0 .9rem; }
.section h3 { font-size: .75rem; letter-spacing: .06em; text-transform: uppercase; color: #6b7280; margin: 0 0 .25rem; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
.section.expansion .text { border-left: 3px solid #c7d2fe; padding-left: .75rem; }
.final-copy { border-top: 1px solid #e3e6ea; padding-top: 1.25rem; }
.final-copy .type { font-size: .75rem; letter-spacing: .06em; text-transform: uppercase; color: #6b7280; margin: 1.25rem 0 .25rem; }
.final { margin: 0 0 1.1rem; }
footer { color: #9ca3af; font-size: .8rem; text-align: center; margin: 0 0 2rem; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { margin: 0; padding: 0; max-width: none; border: 0; border-radius: 0; }
  .block { break-inside: avoid-page; }
  h1, .block h2 { break-after: avoid-page; }
  footer { display: none; }
}
`;

/** One block of the table: its numbered type heading and its chosen sections. */
function blockSection(
  block: ExportBlock,
  i: number,
  options: ExportOptions,
  translationLang: string,
): string {
  const sections = sectionsOf(block, options).map((section) => {
    const lang = section.kind === "translation" ? translationLang : "";
    return [
      `<div class="section ${section.kind}">`,
      `<h3>${section.label}</h3>`,
      `<p class="text"${lang}>${escapeHtml(section.text)}</p>`,
      "</div>",
    ].join("");
  });
  return [
    `<section class="block">`,
    `<h2><span class="number">${i + 1}.</span> ${escapeHtml(exportWords(options).typeLabel(block.type))}</h2>`,
    ...sections,
    "</section>",
  ].join("\n");
}

/** A complete, self-contained HTML5 page. Every user-provided string goes through escapeHtml. */
export function renderHtml(project: ExportProject, blocks: ExportBlock[], options: ExportOptions): string {
  const body: string[] = [];
  if (options.includeTitle) body.push(`<h1>${escapeHtml(titleOf(project, options))}</h1>`);
  const description = descriptionOf(project, options);
  if (description !== null) body.push(`<p class="description text">${escapeHtml(description)}</p>`);
  const translationLang = langAttribute(project.translationLanguage);
  if (isFinalCopy(options)) {
    const lang = options.finalFromTranslation ? translationLang : "";
    const paragraphs = finalParagraphs(blocks, options).map((p) => {
      const label = p.label ? `<h2 class="type">${escapeHtml(p.label)}</h2>\n` : "";
      return `${label}<p class="final text"${lang}>${escapeHtml(p.text)}</p>`;
    });
    if (paragraphs.length > 0)
      body.push(`<section class="final-copy">\n${paragraphs.join("\n")}\n</section>`);
  } else {
    body.push(...blocks.map((block, i) => blockSection(block, i, options, translationLang)));
  }
  const { locale, t } = exportWords(options);
  const pageTitle = options.includeTitle ? titleOf(project, options) : "CopyBlocks";
  return [
    "<!DOCTYPE html>",
    `<html lang="${UI_LOCALES[locale]}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The page needs nothing but its own inline style; this blocks any script that slipped in.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="generator" content="CopyBlocks">',
    `<title>${escapeHtml(pageTitle)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    "<main>",
    ...body,
    "</main>",
    `<footer>${escapeHtml(t("export.exportedFrom"))}</footer>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
