import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useElementWidth } from "@/web/lib/use-element-width";
import { useMediaQuery, WIDE_SCREEN } from "@/web/lib/use-media-query";
import { type ColumnPrefs, canDock } from "./columns";
import { useEditorSlots } from "./editor-context";
import { type PanelMode, type PanelSpec, panelsWidth } from "./SidePanel";

/** Between the table and a docked panel (the root's gap-4), in px. */
const PANEL_GAP = 16;

type Options = {
  structureOpen: boolean;
  onStructureClose: () => void;
  commentsOpen: boolean;
  onCommentsClose: () => void;
  /** The version history's content while it is open, else null. */
  history: ReactNode | null;
  onHistoryClose: () => void;
  /** The table's columns, null when no table shows (the panels then always dock). */
  columns: ColumnPrefs | null;
};

/**
 * The editor's side panels (structure map, comments, history) and how they show: docked beside the table
 * while every text column keeps a comfortable width, over it otherwise, full screen on a phone.
 * `setRoot` takes the element whose width they share with the table.
 */
export function useEditorPanels({
  structureOpen,
  onStructureClose,
  commentsOpen,
  onCommentsClose,
  history,
  onHistoryClose,
  columns,
}: Options): { panels: PanelSpec[]; panelMode: PanelMode; setRoot: (el: HTMLDivElement | null) => void } {
  const { t } = useTranslation("editor");
  const { t: tStructure } = useTranslation("structure");
  const editorSlots = useEditorSlots();
  const panels: PanelSpec[] = [];
  const slot = (name: string, content: ReactNode, className: string) => (
    <div data-slot={name} className={className}>
      {content}
    </div>
  );
  if (structureOpen && editorSlots.structureMap)
    panels.push({
      id: "structure",
      label: tStructure("title"),
      closeLabel: tStructure("close"),
      onClose: onStructureClose,
      width: 320,
      content: slot("structure-map", editorSlots.structureMap, "flex flex-1 flex-col"),
    });
  if (commentsOpen)
    panels.push({
      id: "comments",
      label: t("comments.label"),
      closeLabel: t("comments.close"),
      onClose: onCommentsClose,
      width: 384,
      ownHeading: true,
      content: slot("comments", editorSlots.comments, "flex min-h-0 flex-1 flex-col"),
    });
  if (history)
    panels.push({
      id: "history",
      label: t("history.title"),
      closeLabel: t("history.close"),
      onClose: onHistoryClose,
      width: 448,
      content: slot("history", history, "flex flex-col"),
    });
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const rootWidth = useElementWidth(root);
  const wideScreen = useMediaQuery(WIDE_SCREEN) !== false;
  const panelMode: PanelMode = !wideScreen
    ? "screen"
    : !columns || canDock(columns, rootWidth, panelsWidth(panels), PANEL_GAP)
      ? "docked"
      : "overlay";
  return { panels, panelMode, setRoot };
}
