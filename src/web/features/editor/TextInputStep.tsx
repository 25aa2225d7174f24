import { LayoutTemplate, Loader2, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import type { Template } from "@/shared/blocks";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import type { Progress } from "@/web/lib/event-stream";
import { AnalysisNotice, type Notice } from "./AnalysisNotice";
import { analyzeText } from "./api";
import { TemplateDialog } from "./TemplateDialog";

type Props = {
  initialText?: string;
  onAnalyzed: (result: AnalyzeResponse) => void;
  onTemplate: (template: Template) => void;
  /** Start with the single empty block instead (shown for saved, empty projects). */
  onSkip?: () => void;
};

/** Spec 2, text input screen: paste, Process Text (streamed progress), or start from a template. */
export function TextInputStep({ initialText = "", onAnalyzed, onTemplate, onSkip }: Props) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  async function process() {
    if (!text.trim() || busy) return;
    setBusy(true);
    setProgress(null);
    setNotice({ kind: "busy" });
    try {
      const result = await analyzeText(text, setProgress);
      // The page shows the 'Text analysis complete' notice above the blocks.
      setNotice(null);
      onAnalyzed(result);
    } catch {
      setNotice({ kind: "error" });
      toast.error("Error analyzing text", {
        description:
          "There was a problem connecting to the AI service. Please try again or check your API key.",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-4" aria-label="Text input">
      <div className="space-y-2">
        <Label id={`${id}-label`} htmlFor={`${id}-text`} className="text-base">
          Paste your copywriting text here:
        </Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Paste your copywriting text here..."
          className="min-h-64 font-[inherit] leading-relaxed"
          disabled={busy}
          autoFocus
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={process} disabled={!text.trim() || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {busy ? "Analyzing with AI..." : "Process Text"}
        </Button>
        <span className="text-sm text-muted-foreground">or</span>
        <Button variant="outline" onClick={() => setTemplatesOpen(true)} disabled={busy}>
          <LayoutTemplate aria-hidden /> Use Template
        </Button>
        {onSkip ? (
          <Button variant="ghost" onClick={onSkip} disabled={busy}>
            Start with an empty block
          </Button>
        ) : null}
        {busy && progress ? (
          <span
            className="text-sm tabular-nums text-muted-foreground"
            aria-live="polite"
            data-testid="progress"
          >
            {progress.done} / {progress.total} blocks
          </span>
        ) : null}
      </div>
      {busy && progress ? (
        <div className="h-1.5 w-full overflow-hidden rounded-full bg-muted" aria-hidden>
          <div
            className="h-full bg-primary transition-[width]"
            style={{ width: `${progress.total ? (100 * progress.done) / progress.total : 0}%` }}
          />
        </div>
      ) : null}
      {notice ? <AnalysisNotice notice={notice} /> : null}
      <TemplateDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        onPick={(template) => {
          setTemplatesOpen(false);
          onTemplate(template);
        }}
      />
    </section>
  );
}
