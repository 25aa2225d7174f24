import { useTranslation } from "react-i18next";
import type { TranslationProgress } from "@/shared/translation/status";
import {
  DropdownMenuCheckboxItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@/web/components/ui/dropdown-menu";
import { useFormatters } from "@/web/i18n/format";
import type { EditorBlock } from "../model";
import { FILTER_STATES, filteredStates, LEFT_STATES, stateCounts } from "./translation-filter";
import type { BlockFiltersState } from "./use-block-filters";
import { useSetTranslationFilter } from "./use-translation-filter";

type Props = { blocks: readonly EditorBlock[]; filters: BlockFiltersState; language: string };

/** The Filter menu's section for translation states in the language the table shows. */
export function TranslationStateFilter({ blocks, filters, language }: Props) {
  const { t } = useTranslation("translation");
  const format = useFormatters();
  const setStates = useSetTranslationFilter(filters);
  const ticked = filteredStates(filters.filters, language);
  const counts = stateCounts(blocks, language);
  const left = LEFT_STATES.every((s) => ticked.includes(s)) && ticked.length === LEFT_STATES.length;
  const toggle = (state: TranslationProgress) =>
    setStates(language, ticked.includes(state) ? ticked.filter((s) => s !== state) : [...ticked, state]);
  const keep = (event: Event) => event.preventDefault();
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{t("filter.byState", { language: format.language(language) })}</DropdownMenuLabel>
      <DropdownMenuCheckboxItem
        checked={left}
        onSelect={keep}
        onCheckedChange={() => setStates(language, left ? [] : LEFT_STATES)}
      >
        <span className="min-w-0 flex-1">{t("filter.left")}</span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {format.number(counts.stale + counts.missing + counts.draft)}
        </span>
      </DropdownMenuCheckboxItem>
      {FILTER_STATES.map((state) => (
        <DropdownMenuCheckboxItem
          key={state}
          checked={ticked.includes(state)}
          onSelect={keep}
          onCheckedChange={() => toggle(state)}
        >
          <span className="min-w-0 flex-1">{t(`states.${state}`)}</span>
          <span className="text-xs text-muted-foreground tabular-nums">{format.number(counts[state])}</span>
        </DropdownMenuCheckboxItem>
      ))}
    </>
  );
}
