import {
  Bot,
  ChartColumn,
  FileText,
  Languages,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  Newspaper,
} from "lucide-react";

import type { shell } from "@/web/i18n/locales/en/shell";

export type NavItem = {
  labelKey: keyof typeof shell.nav;
  to: string;
  icon: LucideIcon;
  desktopOnly?: boolean;
};

/** The header's six destinations plus the desktop-only Timeline link. */
export const navItems: NavItem[] = [
  { labelKey: "dashboard", to: "/dashboard", icon: LayoutDashboard },
  { labelKey: "editor", to: "/", icon: FileText },
  { labelKey: "translation", to: "/translation", icon: Languages },
  { labelKey: "analytics", to: "/analytics", icon: ChartColumn },
  { labelKey: "assistant", to: "/assistant", icon: Bot },
  { labelKey: "templates", to: "/templates", icon: LayoutTemplate },
  { labelKey: "timeline", to: "/timeline", icon: Newspaper, desktopOnly: true },
];

type FooterKey = Exclude<keyof typeof shell.footer, "tagline" | "rights">;

export type FooterGroup = {
  titleKey: FooterKey;
  links: { labelKey: `footer.${FooterKey}` | `nav.${keyof typeof shell.nav}`; to: string }[];
};

export const footerGroups: FooterGroup[] = [
  {
    titleKey: "product",
    links: [
      { labelKey: "nav.dashboard", to: "/dashboard" },
      { labelKey: "nav.editor", to: "/" },
      { labelKey: "nav.translation", to: "/translation" },
      { labelKey: "nav.analytics", to: "/analytics" },
      { labelKey: "nav.templates", to: "/templates" },
      { labelKey: "nav.assistant", to: "/assistant" },
    ],
  },
  {
    titleKey: "resources",
    links: [
      { labelKey: "footer.documentation", to: "/docs" },
      { labelKey: "footer.changelog", to: "/changelog" },
      { labelKey: "footer.help", to: "/help" },
      { labelKey: "footer.contact", to: "/contact" },
    ],
  },
  {
    titleKey: "legal",
    links: [
      { labelKey: "footer.terms", to: "/terms" },
      { labelKey: "footer.privacy", to: "/privacy" },
    ],
  },
];
