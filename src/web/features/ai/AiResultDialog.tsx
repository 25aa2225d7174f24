import { Check, Copy, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AI_ACTIONS, type AiAction } from "@/shared/ai-actions";
import type { AiActionResponse, AiResult } from "@/shared/api/ai";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { copyText } from "./copy-text";
import { engineLabel } from "./format";
import { MetadataPanel } from "./panels/MetadataPanel";
import { OriginalityPanel } from "./panels/OriginalityPanel";
import { PerformancePanel } from "./panels/PerformancePanel";
import { SentimentPanel } from "./panels/SentimentPanel";
import { SeoPanel } from "./panels/SeoPanel";
import { SummaryPanel } from "./panels/SummaryPanel";

export type AiResultDialogProps = {
  action: AiAction;
  response: AiActionResponse;
  /** The provider's main model, for the 'IA: <model>' badge. */
  model?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Present when the text may replace the active block's expansion. */
  onApply?: (text: string) => void;
};

const engineVariant = { ai: "accent", local: "info", none: "warning" } as const;

function ResultBody({ result }: { result: AiResult }) {
  const { t } = useTranslation("ai");
  switch (result.kind) {
    case "text":
      return (
        <div className="rounded-lg border bg-muted/40 p-4 text-sm leading-relaxed whitespace-pre-wrap">
          {result.text || t("result.emptyAnswer")}
        </div>
      );
    case "sentiment":
      return <SentimentPanel data={result.data} />;
    case "seo":
      return <SeoPanel data={result.data} />;
    case "metadata":
      return <MetadataPanel data={result.data} />;
    case "originality":
      return <OriginalityPanel data={result.data} />;
    case "summary":
      return <SummaryPanel data={result.data} />;
    case "performance":
      return <PerformancePanel data={result.data} />;
    case "unavailable":
      return (
        <div className="flex items-start gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 text-sm">
          <Lock className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <p>{t("result.unavailable")}</p>
        </div>
      );
  }
}

/** The answer of one toolbar action: the engine that made it, the result, Apply / Copy for text. */
export function AiResultDialog({
  action,
  response,
  model,
  open,
  onOpenChange,
  onApply,
}: AiResultDialogProps) {
  const { result, engine } = response;
  const { t } = useTranslation("ai");
  const text = result.kind === "text" ? result.text : null;
  const canApply = text !== null && text.trim() !== "" && AI_ACTIONS[action].applies && onApply !== undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="ai-result">
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle>{t(`actions.${action}`)}</DialogTitle>
            <Badge variant={engineVariant[engine]} data-testid="ai-engine">
              {engineLabel(engine, model)}
            </Badge>
          </div>
          <DialogDescription>
            {engine === "ai"
              ? t("result.byAi")
              : engine === "local"
                ? t("result.byLocal")
                : t("result.byNone")}
          </DialogDescription>
        </DialogHeader>

        <ResultBody result={result} />

        {text !== null ? (
          <DialogFooter>
            <Button variant="outline" onClick={() => void copyText(text)}>
              <Copy aria-hidden />
              {t("result.copy")}
            </Button>
            {canApply ? (
              <Button onClick={() => onApply(text)}>
                <Check aria-hidden />
                {t("result.apply")}
              </Button>
            ) : null}
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
