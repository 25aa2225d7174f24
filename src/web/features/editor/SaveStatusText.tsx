import { format } from "date-fns";
import { AlertTriangle, Check, CircleDot, Loader2 } from "lucide-react";
import { formatDateTime } from "@/web/features/projects/format";
import type { SaveStatus } from "./save-controller";

type Props = { status: SaveStatus; updatedAt: string | null; saved: boolean };

/** 'Saving…' / 'Saved at HH:MM' / 'Unsaved changes' (and why, when saving keeps failing). */
export function SaveStatusText({ status, updatedAt, saved }: Props) {
  let icon = <Check aria-hidden className="size-3.5" />;
  let text: string;
  switch (status.state) {
    case "saving":
      icon = <Loader2 aria-hidden className="size-3.5 animate-spin" />;
      text = "Saving…";
      break;
    case "saved":
      text = status.lastSavedAt
        ? `Saved at ${format(status.lastSavedAt, "HH:mm")}`
        : saved && updatedAt
          ? `Last saved ${formatDateTime(updatedAt)}`
          : "Not saved yet";
      break;
    case "dirty":
      icon = <CircleDot aria-hidden className="size-3.5 text-amber-600" />;
      text = "Unsaved changes";
      break;
    case "retrying":
      icon = <AlertTriangle aria-hidden className="size-3.5 text-amber-600" />;
      text = `Unsaved changes · saving failed, retrying${
        status.nextRetryAt ? ` in ${Math.max(1, Math.round((status.nextRetryAt - Date.now()) / 1000))} s` : ""
      }`;
      break;
    case "failed":
      icon = <AlertTriangle aria-hidden className="size-3.5 text-destructive" />;
      text = "Unsaved changes · saving failed";
      break;
    case "conflict":
      icon = <AlertTriangle aria-hidden className="size-3.5 text-destructive" />;
      text = "Unsaved changes · changed elsewhere";
      break;
  }
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      role="status"
      aria-live="polite"
      data-testid="save-status"
    >
      {icon}
      {text}
    </span>
  );
}
