import { Bug, Eraser, type LucideIcon, Table, Trash, Trash2 } from "lucide-react";
import type { en } from "@/web/i18n/locales/en";

export type ToolPage = {
  path: string;
  /** Its texts (title, short label for the tools navigation, description) in the tools catalog. */
  key: keyof typeof en.tools.pages;
  icon: LucideIcon;
};

/** The developer tool pages; admin-only, since they change every user's data. */
export const toolPages: ToolPage[] = [
  { path: "/tools/cleanup", key: "cleanup", icon: Eraser },
  { path: "/tools/debug", key: "debug", icon: Bug },
  { path: "/tools/table-info", key: "tableInfo", icon: Table },
  { path: "/tools/cleanup-specific", key: "cleanupSpecific", icon: Trash2 },
  { path: "/tools/direct-delete", key: "directDelete", icon: Trash },
];
