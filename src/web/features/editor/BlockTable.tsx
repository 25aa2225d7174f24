import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "@/web/i18n/format";
import { BlockRow, type RowActions } from "./BlockRow";
import type { EditorBlock } from "./model";

type Props = {
  blocks: readonly EditorBlock[];
  activeId: string | null;
  readOnly: boolean;
  translationLanguage: string | null;
  /** The language the translation column shows (null: the project's current one). */
  shownLanguage: string | null;
  /** Font size of the cells in px (Ctrl+plus / Ctrl+minus). */
  fontSize: number;
  actions: RowActions;
  wpm: number;
};

/**
 * The block table. Its rows are laid out as grids, not table rows: `content-visibility: auto`
 * then skips the layout of off-screen rows, which keeps a 1,000-block project fast; on phones
 * each row stacks into a card.
 */
export function BlockTable({
  blocks,
  activeId,
  readOnly,
  translationLanguage,
  shownLanguage,
  fontSize,
  actions,
  wpm,
}: Props) {
  const { t } = useTranslation("editor");
  const format = useFormatters();
  const columnLanguage = shownLanguage ?? translationLanguage;
  const language = columnLanguage ? format.language(columnLanguage) : null;
  const header = "text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";
  return (
    <table
      aria-label={t("table.label")}
      className="block w-full overflow-hidden rounded-lg border bg-card"
      style={{ "--editor-font": `${fontSize}px` } as CSSProperties}
    >
      <thead className="hidden border-b bg-muted/50 lg:block">
        <tr className="grid grid-cols-[13rem_1fr_1fr_1fr_4.5rem] gap-3 px-3 py-2 xl:grid-cols-[16.5rem_1fr_1fr_1fr_4.5rem]">
          <th className={header}>{t("table.block")}</th>
          <th className={header}>{t("table.original")}</th>
          <th className={header}>
            {language ? t("table.translationIn", { language }) : t("table.translation")}
          </th>
          <th className={header}>{t("table.expansion")}</th>
          <th className={header}>{readOnly ? "" : t("table.actions")}</th>
        </tr>
      </thead>
      <tbody className="block">
        {blocks.map((block, index) => (
          <BlockRow
            key={block.id}
            block={block}
            index={index}
            isLast={index === blocks.length - 1}
            active={block.id === activeId}
            readOnly={readOnly}
            actions={actions}
            wpm={wpm}
            shownLanguage={shownLanguage}
            projectLanguage={translationLanguage}
          />
        ))}
      </tbody>
    </table>
  );
}
