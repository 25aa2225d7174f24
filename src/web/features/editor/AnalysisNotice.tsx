import { CheckCircle2, Loader2, TriangleAlert, X } from "lucide-react";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";

export type Notice =
  | { kind: "busy" }
  | { kind: "done"; engine: AnalyzeResponse["engine"]; fallbackReason?: string }
  | { kind: "error" };

/** DESIGN decision 4: the UI always says which engine typed the blocks. */
export function engineDescription(engine: AnalyzeResponse["engine"], fallbackReason?: string): string {
  if (engine === "ai") return "Your content has been processed with AI copywriting analysis";
  if (fallbackReason) return `Blocks typed by the local Portuguese/English rules: ${fallbackReason}`;
  return "Blocks typed by the local Portuguese/English rules (no AI provider configured)";
}

export function AnalysisNotice({ notice, onDismiss }: { notice: Notice; onDismiss?: () => void }) {
  if (notice.kind === "busy")
    return (
      <Alert>
        <Loader2 className="animate-spin" aria-hidden />
        <AlertTitle>Analyzing text with AI...</AlertTitle>
        <AlertDescription>This may take a few seconds</AlertDescription>
      </Alert>
    );
  if (notice.kind === "error")
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden />
        <AlertTitle>Error analyzing text</AlertTitle>
        <AlertDescription>
          There was a problem connecting to the AI service. Please try again or check your API key.
        </AlertDescription>
      </Alert>
    );
  return (
    <Alert variant={notice.engine === "ai" ? "success" : "default"} className="pr-10">
      <CheckCircle2 aria-hidden />
      <AlertTitle>Text analysis complete</AlertTitle>
      <AlertDescription>{engineDescription(notice.engine, notice.fallbackReason)}</AlertDescription>
      {onDismiss ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-1.5 right-1.5 size-7"
          aria-label="Dismiss"
          onClick={onDismiss}
        >
          <X aria-hidden />
        </Button>
      ) : null}
    </Alert>
  );
}
