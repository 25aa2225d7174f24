import type { ComponentProps } from "react";
import { ColumnsMenu } from "./ColumnsMenu";
import type { ColumnPrefs } from "./columns";
import { FilterMenu } from "./filter/FilterMenu";
import { TranslationStateFilter } from "./filter/TranslationStateFilter";
import type { BlockFiltersState } from "./filter/use-block-filters";
import { FindButton } from "./find/FindButton";
import { HistoryControls } from "./HistoryControls";
import type { EditorBlock } from "./model";
import { StructureToggle } from "./StructureToggle";
import { TextStatsButton } from "./TextStats";

type Props = {
  readOnly: boolean;
  onFind: () => void;
  history: Omit<ComponentProps<typeof HistoryControls>, "readOnly">;
  stats: ComponentProps<typeof TextStatsButton>["stats"];
  wpm: number;
  onWpmChange: (wpm: number) => void;
  blocks: readonly EditorBlock[];
  filters: BlockFiltersState;
  /** The translation column's language: the translation-state filter needs one. */
  shownLanguage: string | null;
  columns: ColumnPrefs;
  onColumnsChange: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
  /** The structure map's toggle, when a structure map is plugged in. */
  structure: { open: boolean; onOpenChange: (open: boolean) => void } | null;
};

/** The toolbar's tools for the table: find, undo and history, stats, filters, columns, structure. */
export function TableTools(props: Props) {
  const { readOnly, blocks, filters, shownLanguage, structure } = props;
  return (
    <>
      <FindButton onClick={props.onFind} />
      <HistoryControls readOnly={readOnly} {...props.history} />
      <TextStatsButton stats={props.stats} wpm={props.wpm} onWpmChange={props.onWpmChange} />
      <FilterMenu blocks={blocks} filters={filters}>
        {shownLanguage ? (
          <TranslationStateFilter blocks={blocks} filters={filters} language={shownLanguage} />
        ) : null}
      </FilterMenu>
      <ColumnsMenu prefs={props.columns} onChange={props.onColumnsChange} />
      {structure ? <StructureToggle open={structure.open} onOpenChange={structure.onOpenChange} /> : null}
    </>
  );
}
