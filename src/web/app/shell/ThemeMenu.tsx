import { useTranslation } from "react-i18next";
import { useTheme } from "@/web/app/theme-context";
import type { DeferredMenuProps } from "@/web/components/DeferredMenu";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { parseTheme, themes } from "@/web/lib/theme";
import { themeIcons } from "./theme-icons";

/** The theme choices behind the header's theme button (loaded when the button is first reached). */
export default function ThemeMenu({ trigger, defaultOpen }: DeferredMenuProps) {
  const { theme, setTheme } = useTheme();
  const { t } = useTranslation("shell");
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs text-muted-foreground">{t("theme.label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(parseTheme(value))}>
          {themes.map((option) => {
            const OptionIcon = themeIcons[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <OptionIcon /> {t(`theme.${option}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
