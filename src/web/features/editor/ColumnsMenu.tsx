import { Columns3 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { type ColumnPrefs, focusOf, focusOn, TEXT_COLUMNS, toggleColumn, visibleColumns } from "./columns";

type Props = {
  prefs: ColumnPrefs;
  onChange: (change: (prefs: ColumnPrefs) => ColumnPrefs) => void;
};

const LAYOUTS = ["all", "translation", "expansion"] as const;

/** Which text columns the table shows, the focus layouts, and a way back to the default widths. */
export function ColumnsMenu({ prefs, onChange }: Props) {
  const { t } = useTranslation("editor");
  const [open, setOpen] = useState(false);
  const shown = visibleColumns(prefs);
  const names = {
    originalText: t("table.original"),
    translation: t("table.translation"),
    expansion: t("table.expansion"),
  };
  const focus = focusOf(prefs);
  const layout = focus ?? (shown.length === TEXT_COLUMNS.length ? "all" : "");
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-testid="columns-menu" aria-label={t("columns.menu")}>
          <Columns3 aria-hidden /> <span className="hidden sm:inline">{t("columns.menu")}</span>
        </Button>
      </DropdownMenuTrigger>
      {open ? (
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>{t("columns.shown")}</DropdownMenuLabel>
          {TEXT_COLUMNS.map((column) => (
            <DropdownMenuCheckboxItem
              key={column}
              checked={shown.includes(column)}
              disabled={shown.length === 1 && shown[0] === column}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() => onChange((p) => toggleColumn(p, column))}
            >
              {names[column]}
            </DropdownMenuCheckboxItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t("columns.layout")}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={layout}
            onValueChange={(value) =>
              onChange((p) => focusOn(p, value === "all" ? null : (value as "translation")))
            }
          >
            {LAYOUTS.map((value) => (
              <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
                {t(`columns.layouts.${value}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={Object.keys(prefs.widths).length === 0}
            onSelect={() => onChange((p) => ({ ...p, widths: {} }))}
          >
            {t("columns.resetWidths")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      ) : null}
    </DropdownMenu>
  );
}
