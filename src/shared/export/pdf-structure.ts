import { rgb } from "@cantoo/pdf-lib";
import { formatDuration } from "../blocks/text-stats";
import { analyzeStructure } from "../structure/analyze";
import { hexToUnit, STAGE_HEX } from "../structure/colors";
import { CLASSIC_STAGES, type ClassicStage } from "../structure/stages";
import type { UiLanguage } from "../ui-languages";
import { exportWords } from "./common";
import { CONTENT_WIDTH, MARGIN, MUTED, type Style, type Writer } from "./pdf-layout";
import type { ExportBlock } from "./types";

const colorOf = (stage: ClassicStage | null) => rgb(...hexToUnit(STAGE_HEX[stage ?? "none"]));

const STRIP_HEIGHT = 16;
const SWATCH = 7;

type Styles = { heading: Style; body: Style; note: Style };

/**
 * The structure map as a picture in the PDF: the strip of sections (rectangles as wide as their
 * words, coloured by sales-letter stage), one line per section with its words and spoken time,
 * and the check against the classic order, worded in `locale`. `fitText` makes text drawable in
 * the embedded font.
 */
export function writeStructureMap(
  writer: Writer,
  blocks: readonly ExportBlock[],
  styles: Styles,
  fitText: (text: string, style: Style) => string,
  locale: UiLanguage,
) {
  const { t, typeLabel } = exportWords({ locale });
  const stageLabel = (step: string) =>
    (CLASSIC_STAGES as readonly string[]).includes(step) ? t(`structure.stages.${step}`) : step;
  const map = analyzeStructure(
    blocks.map((b, i) => ({
      id: String(i),
      type: b.type,
      originalText: b.originalText,
      expansion: b.expansion,
    })),
    { kind: "classic" },
  );
  const totalWords = Math.max(1, map.words);
  writer.write(
    {
      kind: "text",
      text: fitText(
        t("structure.heading", { count: map.words, duration: formatDuration(map.seconds) }),
        styles.heading,
      ),
      style: styles.heading,
      before: 18,
      keepWithNext: true,
    },
    STRIP_HEIGHT,
  );

  writer.picture(STRIP_HEIGHT, 6, (page, top) => {
    // Every section keeps at least a sliver, so one-word sections stay visible.
    const minimum = 2;
    const flexible = CONTENT_WIDTH - minimum * map.sections.length;
    let x = MARGIN.left;
    for (const section of map.sections) {
      const width = minimum + (Math.max(section.words, 0) / totalWords) * Math.max(flexible, 0);
      page.drawRectangle({
        x,
        y: top - STRIP_HEIGHT,
        width,
        height: STRIP_HEIGHT,
        color: colorOf(section.stage),
        // A white edge keeps two sections of one stage apart.
        borderColor: rgb(1, 1, 1),
        borderWidth: 0.75,
      });
      x += width;
    }
  });

  const { body } = styles;
  map.sections.forEach((section, i) => {
    const first = Number(section.blockIds[0]) + 1;
    const last = Number(section.blockIds.at(-1)) + 1;
    const range = first === last ? `#${first}` : `#${first}–${last}`;
    const line = fitText(
      t("structure.section", {
        type: typeLabel(section.type),
        range,
        count: section.words,
        duration: formatDuration(section.seconds),
      }),
      styles.note,
    );
    writer.picture(styles.note.leading, i === 0 ? 8 : 0, (page, top) => {
      const baseline =
        top - styles.note.leading + (styles.note.leading - styles.note.size) / 2 + styles.note.size * 0.22;
      page.drawRectangle({
        x: MARGIN.left,
        y: baseline,
        width: SWATCH,
        height: SWATCH,
        color: colorOf(section.stage),
      });
      page.drawText(line, {
        x: MARGIN.left + SWATCH + 6,
        y: baseline,
        size: styles.note.size,
        font: styles.note.font,
        color: styles.note.color,
      });
    });
  });

  const issueText = (issue: (typeof map.issues)[number]) => {
    const text = t(`structure.${issue.kind}`, { step: stageLabel(issue.step) });
    return issue.blockId === null
      ? text
      : t("structure.inBlock", { issue: text, block: Number(issue.blockId) + 1 });
  };
  const check =
    map.issues.length === 0
      ? t("structure.inOrder")
      : t("structure.issues", { issues: map.issues.map(issueText).join("; ") });
  writer.write(
    {
      kind: "text",
      text: fitText(check, body),
      style: { ...body, color: MUTED },
      before: 8,
      keepWithNext: false,
    },
    0,
  );
}
