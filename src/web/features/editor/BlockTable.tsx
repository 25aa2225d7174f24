import { type CSSProperties, memo, type Ref, useImperativeHandle } from "react";
import { useTranslation } from "react-i18next";
import { RoleColumnHeader, RoleRow, RoleRowGroup, RoleTable } from "@/web/components/ui/role-table";
import { useFormatters } from "@/web/i18n/format";
import { useMediaQuery, WIDE_SCREEN } from "@/web/lib/use-media-query";
import { BlockRow, type RowActions, TABLE_COLUMNS } from "./BlockRow";
import type { EditorBlock } from "./model";
import { useRowLabels } from "./row-labels";
import { type BlockTableHandle, useBlockVirtualizer } from "./use-block-virtualizer";

export type BlockTableProps = {
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
  ref?: Ref<BlockTableHandle>;
};

/**
 * The block table. Only the rows in and near the window are in the DOM, so a 5,000-block project
 * opens and types as fast as a short one. It is built of divs with the roles of a table (with
 * aria-rowcount and aria-rowindex, since most rows are absent), so screen readers still read rows
 * and columns; on phones each row stacks into a card.
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
  ref,
}: BlockTableProps) {
  const { t } = useTranslation("editor");
  const format = useFormatters();
  const labels = useRowLabels();
  // Rows build only the controls their layout shows: the buttons of the table or the menu of the card.
  const wide = useMediaQuery(WIDE_SCREEN);
  const { virtualizer, reveal, listElement } = useBlockVirtualizer(blocks, activeId, wide);
  useImperativeHandle(ref, () => ({ reveal }), [reveal]);

  const columnLanguage = shownLanguage ?? translationLanguage;
  const language = columnLanguage ? format.language(columnLanguage) : null;
  return (
    <RoleTable
      data-testid="block-table"
      aria-label={t("table.label")}
      aria-rowcount={blocks.length + 1}
      className="w-full overflow-clip rounded-lg border bg-card"
      style={{ "--editor-font": `${fontSize}px` } as CSSProperties}
    >
      <TableHeader language={language} readOnly={readOnly} />
      {/* Its height and the rows' places are the virtualizer's to write (they change without a render). */}
      <RoleRowGroup ref={listElement} className="relative">
        {virtualizer.getVirtualItems().map((item) => {
          const block = blocks[item.index];
          return (
            <BlockRow
              key={block.id}
              block={block}
              index={item.index}
              measureRef={virtualizer.measureElement}
              isLast={item.index === blocks.length - 1}
              active={block.id === activeId}
              readOnly={readOnly}
              actions={actions}
              wpm={wpm}
              shownLanguage={shownLanguage}
              projectLanguage={translationLanguage}
              labels={labels}
              wide={wide}
            />
          );
        })}
      </RoleRowGroup>
    </RoleTable>
  );
}

const header = "text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

/** The column headers: the same on every keystroke, so they render only when their words change. */
const TableHeader = memo(function TableHeader({
  language,
  readOnly,
}: {
  language: string | null;
  readOnly: boolean;
}) {
  const { t } = useTranslation("editor");
  return (
    <RoleRowGroup className="hidden border-b bg-muted/50 lg:block">
      <RoleRow aria-rowindex={1} className={`grid gap-3 px-3 py-2 ${TABLE_COLUMNS}`}>
        <RoleColumnHeader className={header}>{t("table.block")}</RoleColumnHeader>
        <RoleColumnHeader className={header}>{t("table.original")}</RoleColumnHeader>
        <RoleColumnHeader className={header}>
          {language ? t("table.translationIn", { language }) : t("table.translation")}
        </RoleColumnHeader>
        <RoleColumnHeader className={header}>{t("table.expansion")}</RoleColumnHeader>
        <RoleColumnHeader className={header}>{readOnly ? "" : t("table.actions")}</RoleColumnHeader>
      </RoleRow>
    </RoleRowGroup>
  );
});
