// What the editor's row words cost per render of the visible rows: looked up once per language and
// filled in per row (row-labels.ts) against asking i18next in every row, as a row did before.
// A long project shows about 40 rows at once (the table is virtualised), each naming itself in
// about 20 interpolated messages (its fields, buttons, badge, counts).
import { createInstance, type TFunction } from "i18next";
import { rowLabels } from "../src/web/features/editor/row-labels";
import { ai } from "../src/web/i18n/locales/en/ai";
import { blocks } from "../src/web/i18n/locales/en/blocks";
import { editor } from "../src/web/i18n/locales/en/editor";

const VISIBLE_ROWS = 40;
const RENDERS = 400;

type RowT = Parameters<typeof rowLabels>[0];

/** The interpolated words of one row (wide screen: the row's own buttons; the phone menu is closed). */
function rowWords(labels: ReturnType<typeof rowLabels>, n: number): string[] {
  return [
    labels.typeName("HOOK"),
    labels.blockStats(40 + n, "0:16"),
    labels.select(n),
    labels.dragHandle(n),
    labels.typeLabel(n),
    labels.confidence(80, n % 3),
    labels.originalLabel(n),
    labels.translationLabel(n),
    labels.expansionLabel(n),
    labels.copyCell(labels.originalLabel(n)),
    labels.copyCell(labels.translationLabel(n)),
    labels.copyCell(labels.expansionLabel(n)),
    labels.blockActions(n),
    labels.moveUp(n),
    labels.moveDown(n),
    labels.addBelow(n),
    labels.remove(n),
    labels.markReviewed(n, labels.stateName.draft),
  ];
}

/** The same words asked of i18next each time. */
function plainLabels(t: RowT): ReturnType<typeof rowLabels> {
  const once = rowLabels(t);
  return {
    ...once,
    typeName: (type) => t(`blocks:types.${type}` as "blocks:types.HOOK", type),
    blockStats: (count, duration) => t("stats.blockStats", { words: t("stats.words", { count }), duration }),
    select: (n) => t("table.select", { n }),
    dragHandle: (n) => t("table.dragHandle", { n }),
    typeLabel: (n) => t("table.typeLabel", { n }),
    confidence: (value, count) =>
      count ? t("confidence.labelWithAlternatives", { value, count }) : t("confidence.label", { value }),
    originalLabel: (n) => t("table.originalLabel", { n }),
    translationLabel: (n) => t("table.translationLabel", { n }),
    expansionLabel: (n) => t("table.expansionLabel", { n }),
    copyCell: (label) => t("table.copyCell", { label }),
    blockActions: (n) => t("table.blockActions", { n }),
    moveUp: (n) => t("table.moveUp", { n }),
    moveDown: (n) => t("table.moveDown", { n }),
    addBelow: (n) => t("table.addBelow", { n }),
    remove: (n) => t("table.remove", { n }),
    markReviewed: (n, state) => t("translationState.markReviewed", { n, state }),
  };
}

/** Median milliseconds of one render of the visible rows. */
function timeRenders(labels: ReturnType<typeof rowLabels>): number {
  const times: number[] = [];
  let sink = 0;
  for (let render = 0; render < RENDERS; render++) {
    const start = performance.now();
    for (let n = 1; n <= VISIBLE_ROWS; n++) sink += rowWords(labels, n).length;
    times.push(performance.now() - start);
  }
  if (sink === 0) throw new Error("no words");
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export default async function run() {
  const i18n = createInstance();
  await i18n.init({
    lng: "en",
    resources: { en: { editor, ai, blocks } },
    defaultNS: "editor",
    interpolation: { escapeValue: false },
  });
  const t = i18n.getFixedT("en", ["editor", "ai", "blocks"]) as unknown as TFunction<
    ["editor", "ai", "blocks"]
  >;
  const templated = rowLabels(t);
  const plain = plainLabels(t);
  for (let n = 1; n <= 3; n++)
    if (rowWords(templated, n).join("|") !== rowWords(plain, n).join("|"))
      throw new Error(`row ${n}: the two ways give different words`);
  const rows = [
    { "row words": "filled in (row-labels.ts)", "ms per render of 40 rows": timeRenders(templated) },
    { "row words": "plain t() in each row", "ms per render of 40 rows": timeRenders(plain) },
  ];
  console.table(
    rows.map((row) => ({ ...row, "ms per render of 40 rows": row["ms per render of 40 rows"].toFixed(3) })),
  );
}
