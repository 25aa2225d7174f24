import { useTranslation } from "react-i18next";
import { useTheme } from "@/web/app/theme-context";
import { DeferredMenu } from "@/web/components/DeferredMenu";
import { Button } from "@/web/components/ui/button";
import { themeIcons } from "./theme-icons";

// The Radix menu and its positioning code load on the first hover, focus or click.
const loadMenu = async () => (await import("./ThemeMenu")).default;

export function ThemeSwitch() {
  const { theme } = useTheme();
  const { t } = useTranslation("shell");
  const Icon = themeIcons[theme];
  return (
    <DeferredMenu
      load={loadMenu}
      props={{}}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("theme.label")}
          data-testid="theme-switch"
          title={t("theme.current", { theme: t(`theme.${theme}`) })}
        >
          <Icon />
        </Button>
      }
    />
  );
}
