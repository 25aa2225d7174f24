import { AlertTriangle, Check, CircleDot, Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "@/web/i18n/format";
import type { SaveStatus } from "./save-controller";

type Props = { status: SaveStatus; updatedAt: string | null };

/** 'Saving…' / 'Saved at HH:MM' / 'Unsaved changes' (and why, when saving keeps failing). */
export function SaveStatusText({ status, updatedAt }: Props) {
  const { t } = useTranslation("editor");
  const format = useFormatters();
  let icon = <Check aria-hidden className="size-3.5" />;
  let text: string;
  switch (status.state) {
    case "saving":
      icon = <Loader2 aria-hidden className="size-3.5 animate-spin" />;
      text = t("save.saving");
      break;
    case "saved":
      text = status.lastSavedAt
        ? t("save.savedAt", { time: format.time(status.lastSavedAt) })
        : updatedAt
          ? t("save.lastSaved", { date: format.dateTime(updatedAt) })
          : t("save.notSaved");
      break;
    case "dirty":
      icon = <CircleDot aria-hidden className="size-3.5 text-amber-600" />;
      text = t("save.unsaved");
      break;
    case "retrying":
      icon = <AlertTriangle aria-hidden className="size-3.5 text-amber-600" />;
      text = status.nextRetryAt
        ? t("save.retryingIn", { seconds: Math.max(1, Math.round((status.nextRetryAt - Date.now()) / 1000)) })
        : t("save.retrying");
      break;
    case "failed":
      icon = <AlertTriangle aria-hidden className="size-3.5 text-destructive" />;
      text = t("save.failed");
      break;
    case "conflict":
      icon = <AlertTriangle aria-hidden className="size-3.5 text-destructive" />;
      text = t("save.conflict");
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
