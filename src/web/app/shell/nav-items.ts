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

export type NavItem = { label: string; to: string; icon: LucideIcon; desktopOnly?: boolean };

/** The header's six destinations (spec 2, page shell) plus the desktop-only Timeline link. */
export const navItems: NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard },
  { label: "Editor", to: "/", icon: FileText },
  { label: "Translation", to: "/translation", icon: Languages },
  { label: "Analytics", to: "/analytics", icon: ChartColumn },
  { label: "AI Assistant", to: "/assistant", icon: Bot },
  { label: "Templates", to: "/templates", icon: LayoutTemplate },
  { label: "Timeline", to: "/timeline", icon: Newspaper, desktopOnly: true },
];

export type FooterGroup = { title: string; links: { label: string; to: string }[] };

export const footerGroups: FooterGroup[] = [
  {
    title: "Product",
    links: [
      { label: "Dashboard", to: "/dashboard" },
      { label: "Editor", to: "/" },
      { label: "Translation", to: "/translation" },
      { label: "Analytics", to: "/analytics" },
      { label: "Templates", to: "/templates" },
      { label: "AI Assistant", to: "/assistant" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Documentation", to: "/docs" },
      { label: "Changelog", to: "/changelog" },
      { label: "Help Center", to: "/help" },
      { label: "Contact", to: "/contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms of Service", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy" },
    ],
  },
];
