import { type CSSProperties, memo, type Ref, useImperativeHandle, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RoleColumnHeader, RoleRow, RoleRowGroup, RoleTable } from "@/web/components/ui/role-table";
import { useFormatters } from "@/web/i18n/format";
import { useMediaQuery, WIDE_SCREEN } from "@/web/lib/use-media-query";
import { BlockRow, type RowActions, TABLE_COLUMNS } from "./BlockRow";
import { ColumnResizer } from "./ColumnResizer";
import {
  type ColumnPrefs,
  DEFAULT_PREFS,
  gridTemplate,
  isResizable,
  type SizedColumn,
  visibleColumns,
} from "./columns";
import type { EditorBlock, TextField } from "./model";
import { useRowLabels } from "./row-labels";
import { type BlockTableHandle, useBlockVirtualizer } from "./use-block-virtualizer";

export type BlockTableProps = {
  /** The rows shown: every block, or those a filter lets through. */
  blocks: readonly EditorBlock[];
  /** With a filter on: each shown block's place in the whole list. */
  positions?: readonly number[];
  activeId: string | null;
  readOnly: boolean;
  translationLanguage: string | null;
  /** The language the translation column shows (null: the project's current one). */
  shownLanguage: string | null;
  /** Font size of the cells in px (Ctrl+plus / Ctrl+minus). */
  fontSize: number;
  actions: RowActions;
  wpm: number;
  /** The blocks picked for a bulk action. */
  selected?: ReadonlySet<string>;
  /** Columns shown and their widths (default: all, at their default widths). */
  columns?: ColumnPrefs;
  /** Where a dragged column edge goes; without it the columns cannot be resized. */
  onColumnsChange?: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
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
  positions,
  activeId,
  readOnly,
  translationLanguage,
  shownLanguage,
  fontSize,
  actions,
  wpm,
  columns = DEFAULT_PREFS,
  onColumnsChange,
  selected = NOTHING_SELECTED,
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
  // One array for every row while the shown columns stay the same (rows are memoised).
  const shownKey = visibleColumns(columns).join(" ");
  const shown = useMemo(() => shownKey.split(" ") as TextField[], [shownKey]);
  return (
    <RoleTable
      data-testid="block-table"
      aria-label={t("table.label")}
      aria-rowcount={blocks.length + 1}
      className="w-full overflow-clip rounded-lg border bg-card"
      data-columns={shownKey}
      style={{ "--editor-font": `${fontSize}px`, "--block-columns": gridTemplate(columns) } as CSSProperties}
    >
      <TableHeader
        language={language}
        readOnly={readOnly}
        columns={columns}
        onColumnsChange={onColumnsChange}
      />
      {/* Its height and the rows' places are the virtualizer's to write (they change without a render). */}
      <RoleRowGroup ref={listElement} className="relative">
        {virtualizer.getVirtualItems().map((item) => {
          const block = blocks[item.index];
          const position = positions?.[item.index] ?? item.index;
          return (
            <BlockRow
              key={block.id}
              block={block}
              index={item.index}
              position={position}
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
              columns={shown}
              selected={selected.has(block.id)}
            />
          );
        })}
      </RoleRowGroup>
    </RoleTable>
  );
}

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

const header = "relative text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

/** The column headers: the same on every keystroke, so they render only when their words change. */
const TableHeader = memo(function TableHeader({
  language,
  readOnly,
  columns,
  onColumnsChange,
}: {
  language: string | null;
  readOnly: boolean;
  columns: ColumnPrefs;
  onColumnsChange?: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
}) {
  const { t } = useTranslation("editor");
  const titles: Record<SizedColumn, string> = {
    type: t("table.block"),
    originalText: t("table.original"),
    translation: language ? t("table.translationIn", { language }) : t("table.translation"),
    expansion: t("table.expansion"),
  };
  const column = (name: SizedColumn) => (
    <RoleColumnHeader key={name} className={header} data-column={name}>
      {titles[name]}
      {onColumnsChange && isResizable(columns, name) ? (
        <ColumnResizer column={name} title={titles[name]} onColumnsChange={onColumnsChange} />
      ) : null}
    </RoleColumnHeader>
  );
  return (
    <RoleRowGroup className="hidden border-b bg-muted/50 lg:block">
      <RoleRow aria-rowindex={1} className={`grid gap-3 px-3 py-2 ${TABLE_COLUMNS}`}>
        {column("type")}
        {visibleColumns(columns).map(column)}
        <RoleColumnHeader className={header}>{readOnly ? "" : t("table.actions")}</RoleColumnHeader>
      </RoleRow>
    </RoleRowGroup>
  );
});
