import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme } from "@/web/app/theme-context";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { parseTheme, type Theme, themeLabels, themes } from "@/web/lib/theme";

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const Icon = icons[theme];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Theme"
          data-testid="theme-switch"
          title={`Theme: ${themeLabels[theme]}`}
        >
          <Icon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="text-xs text-muted-foreground">Theme</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(parseTheme(value))}>
          {themes.map((option) => {
            const OptionIcon = icons[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <OptionIcon /> {themeLabels[option]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
