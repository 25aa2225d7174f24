import { CheckCircle2, Loader2, TriangleAlert, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";

export type Notice =
  | { kind: "busy" }
  | { kind: "done"; engine: AnalyzeResponse["engine"]; fallbackReason?: string }
  | { kind: "error" };

export function AnalysisNotice({ notice, onDismiss }: { notice: Notice; onDismiss?: () => void }) {
  const { t } = useTranslation("editor");
  if (notice.kind === "busy")
    return (
      <Alert>
        <Loader2 className="animate-spin" aria-hidden />
        <AlertTitle>{t("notice.busyTitle")}</AlertTitle>
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
        {notice.engine === "ai"
          ? t("notice.doneAi")
          : notice.fallbackReason
            ? t("notice.doneRulesAiFailed")
            : t("notice.doneRules")}
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
