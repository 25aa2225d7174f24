import { CheckCircle2, Loader2, TriangleAlert, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { usageLine } from "@/web/features/ai";

export type Notice =
  /** `engine`: what is typing the text, when the server said whether a provider is configured. */
  | { kind: "busy"; engine?: AnalyzeResponse["engine"] }
  | {
      kind: "done";
      engine: AnalyzeResponse["engine"];
      fallbackReason?: string;
      /** The provider could not be reached, so the local rules typed the whole text. */
      unreachable?: boolean;
      /** What the AI run spent, with the number of blocks it gave. */
      usage?: { line: string };
    }
  | { kind: "error" };

/** The notice shown once an analysis answered. */
export function doneNotice(result: AnalyzeResponse): Notice {
  return {
    kind: "done",
    engine: result.engine,
    fallbackReason: result.fallbackReason,
    unreachable: result.providerUnreachable,
    // The line is worded now: the notice may travel in the page's history state.
    usage:
      result.usage && result.usage.calls > 0
        ? { line: usageLine(result.usage, result.blocks.length) }
        : undefined,
  };
}

const busyTitle = { ai: "notice.busyTitle", rules: "notice.busyTitleRules" } as const;

export function AnalysisNotice({ notice, onDismiss }: { notice: Notice; onDismiss?: () => void }) {
  const { t } = useTranslation("editor");
  if (notice.kind === "busy")
    return (
      <Alert>
        <Loader2 className="animate-spin" aria-hidden />
        <AlertTitle>{t(notice.engine ? busyTitle[notice.engine] : "notice.busyTitlePlain")}</AlertTitle>
        <AlertDescription>{t("notice.busyBody")}</AlertDescription>
      </Alert>
    );
  if (notice.kind === "error")
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden />
        <AlertTitle>{t("notice.errorTitle")}</AlertTitle>
        <AlertDescription>{t("notice.errorBody")}</AlertDescription>
      </Alert>
    );
  return (
    <Alert variant={notice.engine === "ai" ? "success" : "default"} className="pr-10">
      <CheckCircle2 aria-hidden />
      <AlertTitle>{t("notice.doneTitle")}</AlertTitle>
      {/* Which engine typed the blocks, so the writer knows how far to trust them. The server
          falls back to the rules only when the AI provider failed; its reason is English text. */}
      <AlertDescription>
        <p>
          {notice.engine === "ai"
            ? t("notice.doneAi")
            : notice.unreachable
              ? t("notice.doneRulesUnreachable")
              : notice.fallbackReason
                ? t("notice.doneRulesAiFailed")
                : t("notice.doneRules")}
        </p>
        {notice.usage ? (
          <p className="text-xs tabular-nums" data-testid="ai-usage">
            {notice.usage.line}
          </p>
        ) : null}
      </AlertDescription>
      {onDismiss ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-1.5 right-1.5 size-7"
          aria-label={t("notice.dismiss")}
          onClick={onDismiss}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </Alert>
  );
}
