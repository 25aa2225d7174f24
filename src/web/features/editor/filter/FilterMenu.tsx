import { ListFilter } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { isUiLanguage } from "@/shared/ui-languages";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import type { EditorBlock } from "../model";
import { filteredTypes, typeCounts, typeFilter } from "./block-filter";
import type { BlockFiltersState } from "./use-block-filters";

type Props = {
  blocks: readonly EditorBlock[];
  filters: BlockFiltersState;
  /** More kinds of filter, each a section of the menu (translation states…). */
  children?: ReactNode;
};

/** The toolbar's Filter menu: the types the project holds (with their counts), ticked to show only them. */
export function FilterMenu({ blocks, filters, children }: Props) {
  const { t, i18n } = useTranslation("editor");
  const [open, setOpen] = useState(false);
  const language = () => (isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en");
  const ticked = filteredTypes(filters.filters);
  const setTypes = (types: string[]) =>
    filters.set(
      "type",
      typeFilter(types, () =>
        t("filter.typeChip", {
          types: types.map((type) => blockTypeLabelIn(type, language())).join(", "),
        }),
      ),
    );
  const toggle = (type: string) =>
    setTypes(ticked.includes(type) ? ticked.filter((x) => x !== type) : [...ticked, type]);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant={filters.active ? "secondary" : "outline"}
          size="sm"
          data-testid="filter-menu"
          aria-label={t("filter.menu")}
        >
          <ListFilter aria-hidden /> <span className="hidden sm:inline">{t("filter.menu")}</span>
        </Button>
      </DropdownMenuTrigger>
      {open ? (
        <DropdownMenuContent align="start" className="w-72">
          <DropdownMenuLabel>{t("filter.byType")}</DropdownMenuLabel>
          {typeCounts(blocks).map(({ type, count }) => (
            <DropdownMenuCheckboxItem
              key={type}
              checked={ticked.includes(type)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() => toggle(type)}
            >
              <span className="min-w-0 flex-1">{blockTypeLabelIn(type, language())}</span>
              <span className="text-xs text-muted-foreground tabular-nums">{count}</span>
            </DropdownMenuCheckboxItem>
          ))}
          {children}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={!filters.active} onSelect={filters.clear}>
            {t("filter.clear")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      ) : null}
    </DropdownMenu>
  );
}
