import { Bug, Eraser, type LucideIcon, Table, Trash, Trash2 } from "lucide-react";
import { canUseTool, type ToolAction } from "@/shared/policy";
import { useMe } from "@/web/features/auth";
import type { en } from "@/web/i18n/locales/en";

export type ToolPage = {
  path: string;
  /** Its texts (title, short label for the tools navigation, description) in the tools catalog. */
  key: keyof typeof en.tools.pages;
  icon: LucideIcon;
  /** What the page does, as the policy names it: a page the role may not use is not offered. */
  action: ToolAction;
};

/**
 * The developer tool pages. Admins see the table catalogue; the pages that list every project or
 * delete data need the superadmin role (the server refuses them to others too).
 */
export const toolPages: ToolPage[] = [
  { path: "/tools/cleanup", key: "cleanup", icon: Eraser, action: "tools.deleteAll" },
  { path: "/tools/debug", key: "debug", icon: Bug, action: "tools.markDeleted" },
  { path: "/tools/table-info", key: "tableInfo", icon: Table, action: "tools.catalogue" },
  { path: "/tools/cleanup-specific", key: "cleanupSpecific", icon: Trash2, action: "tools.forceDelete" },
  { path: "/tools/direct-delete", key: "directDelete", icon: Trash, action: "tools.deleteAny" },
];

/** Whether the signed-in user's role may use this tool page (the same rule the server enforces). */
export function useToolAllowed(path: string): boolean {
  const { data: me } = useMe();
  const page = toolPages.find((tool) => tool.path === path);
  return page ? canUseTool(me?.role, page.action) : false;
}
