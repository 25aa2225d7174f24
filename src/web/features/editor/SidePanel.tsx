import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

export type PanelSpec = {
  id: string;
  label: string;
  closeLabel: string;
  onClose: () => void;
  /** Width on wide screens, in px. */
  width: number;
  /** The content carries its own heading: the sheet then shows only its close button. */
  ownHeading?: boolean;
  content: ReactNode;
};

/** How the open panels sit: beside the table, over its right side, or over the whole screen (phones). */
export type PanelMode = "docked" | "overlay" | "screen";

/** The width of the panels' column: the widest open panel. */
export const panelsWidth = (panels: readonly PanelSpec[]) => Math.max(0, ...panels.map((p) => p.width));

/**
 * The side panels (the structure map, the comments, …): one column of sheets, stacked when two
 * are open. Docked beside the table when the text columns keep their room, laid over the table's
 * right side when they would not (the caller puts them in a positioned box around the table),
 * full-screen on phones.
 */
export function SidePanels({ panels, mode }: { panels: readonly PanelSpec[]; mode: PanelMode }) {
  if (panels.length === 0) return null;
  const sheets = (
    <div
      data-testid="side-panels"
      data-mode={mode}
      style={mode === "docked" ? { width: panelsWidth(panels) } : undefined}
      className={cn(
        "flex flex-col gap-3",
        // Below the app's sticky header, as tall as the window, following the page as it scrolls.
        mode !== "screen" && "sticky top-20 h-[calc(100dvh-6rem)]",
        mode === "docked" && "shrink-0 self-start",
        mode === "overlay" && "rounded-lg shadow-2xl",
        mode === "screen" && "fixed inset-0 z-50 bg-background p-3",
      )}
    >
      {panels.map((panel) => (
        <aside
          key={panel.id}
          aria-label={panel.label}
          data-panel={panel.id}
          onKeyDown={(event) => {
            if (event.key === "Escape" && mode !== "docked" && !event.defaultPrevented) panel.onClose();
          }}
          className="relative flex min-h-0 flex-1 flex-col rounded-lg border bg-background"
        >
          <div
            className={cn(
              "flex items-center justify-between gap-2",
              panel.ownHeading ? "absolute top-3 right-3 z-10" : "border-b px-4 py-2",
            )}
          >
            {panel.ownHeading ? null : <h2 className="text-sm font-semibold">{panel.label}</h2>}
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={panel.closeLabel}
              title={panel.closeLabel}
              onClick={panel.onClose}
            >
              <X aria-hidden />
            </Button>
          </div>
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto p-4">{panel.content}</div>
        </aside>
      ))}
    </div>
  );
  // Over the table's right side only, so the toolbar above it stays in reach.
  if (mode === "overlay")
    return (
      <div className="absolute inset-y-0 right-0 z-30" style={{ width: panelsWidth(panels) }}>
        {sheets}
      </div>
    );
  return sheets;
}
