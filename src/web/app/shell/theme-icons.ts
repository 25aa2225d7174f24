import { Monitor, Moon, Sun } from "lucide-react";
import type { Theme } from "@/web/lib/theme";

/** The icon of each theme, on the header's button and in its menu. */
export const themeIcons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;
