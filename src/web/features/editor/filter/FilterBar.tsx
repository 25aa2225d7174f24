import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import type { BlockFiltersState } from "./use-block-filters";

type Props = {
  filters: BlockFiltersState;
  shown: number;
  total: number;
};

/** Above a filtered table: how many blocks it shows, each filter (removable) and a way to clear them. */
export function FilterBar({ filters, shown, total }: Props) {
  const { t } = useTranslation("editor");
  if (!filters.active) return null;
  return (
    <section
      aria-label={t("filter.barLabel")}
      data-testid="filter-bar"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm"
    >
      <output aria-live="polite" data-testid="filter-count" className="font-medium tabular-nums">
        {t("filter.count", { shown, count: total })}
      </output>
      {Object.values(filters.filters).map((filter) => {
        const label = filter.label();
        return (
          <span
            key={filter.kind}
            className="inline-flex max-w-full items-center gap-1 rounded-full border bg-background py-0.5 pr-0.5 pl-2.5 text-xs"
          >
            <span className="min-w-0 break-words">{label}</span>
            <Button
              variant="ghost"
              size="icon"
              className="size-6 rounded-full"
              aria-label={t("filter.remove", { filter: label })}
              onClick={() => filters.set(filter.kind, null)}
            >
              <X aria-hidden />
            </Button>
          </span>
        );
      })}
      <Button variant="ghost" size="sm" className="ml-auto" onClick={filters.clear}>
        {t("filter.clear")}
      </Button>
    </section>
  );
}
