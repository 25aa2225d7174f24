import { LayoutTemplate, Loader2, Sparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AnalyzeResponse } from "@/shared/api/analyze";
import type { Template } from "@/shared/blocks/templates";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { AnalysisProgress, JobCancelButton, useAiStatus } from "@/web/features/ai";
import type { Progress } from "@/web/lib/event-stream";
import { isCancelled } from "@/web/lib/running-jobs";
import { toast } from "@/web/lib/toast";
import { AnalysisNotice, type Notice } from "./AnalysisNotice";
import { analyzeText } from "./api";
import { TemplateDialog } from "./TemplateDialog";

type Props = {
  initialText?: string;
  /** Resolves once the result is in use (a new project waits for the project to be created). */
  onAnalyzed: (result: AnalyzeResponse) => void | Promise<void>;
  onTemplate: (template: Template) => void;
  /** Start with the single empty block instead (shown for saved, empty projects). */
  onSkip?: () => void;
  /** Process the initial text at once (the content given when the project was created). */
  autoStart?: boolean;
};

/** The text input screen: paste, Process Text (streamed progress), or start from a template. */
export function TextInputStep({
  initialText = "",
  onAnalyzed,
  onTemplate,
  onSkip,
  autoStart = false,
}: Props) {
  const id = useId();
  const { t } = useTranslation(["editor", "ai"]);
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [job, setJob] = useState<string | null>(null);
  // Say which engine is working: with no provider configured, the local rules type the text.
  const configured = useAiStatus().data?.configured;
  const engine = configured === undefined ? undefined : configured ? "ai" : "rules";
  const analyzing = t(
    engine === "ai" ? "input.analyzing" : engine ? "input.analyzingRules" : "input.analyzingPlain",
  );

  async function process() {
    if (!text.trim() || busy) return;
    setBusy(true);
    setProgress(null);
    setJob(null);
    setNotice({ kind: "busy", engine });
    try {
      const result = await analyzeText(text, setProgress, setJob);
      // The page shows the 'Text analysis complete' notice above the blocks.
      setNotice(null);
      await onAnalyzed(result);
    } catch (error) {
      if (isCancelled(error)) {
        // Back to the text as it was before the analysis started.
        setNotice(null);
        toast.info(t("ai:job.analysisCancelled"), { description: t("ai:job.analysisCancelledBody") });
        return;
      }
      setNotice({ kind: "error" });
      toast.error(t("notice.errorTitle"), { description: t("notice.errorBody") });
    } finally {
      setBusy(false);
      setJob(null);
    }
  }

  // Once per mount (a development double effect included), when the AI status is known: the
  // button and notice then name the engine that works.
  const autoStarted = useRef(false);
  const statusKnown = configured !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, with the text given at creation
  useEffect(() => {
    if (!autoStart || autoStarted.current || !statusKnown || !text.trim()) return;
    autoStarted.current = true;
    void process();
  }, [autoStart, statusKnown]);

  return (
    <section className="space-y-4" aria-label={t("input.region")}>
      <div className="space-y-2">
        <Label id={`${id}-label`} htmlFor={`${id}-text`} className="text-base">
          {t("input.label")}
        </Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("input.placeholder")}
          className="min-h-64 font-[inherit] leading-relaxed"
          disabled={busy}
          autoFocus
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={process} disabled={!text.trim() || busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {busy ? analyzing : t("input.process")}
        </Button>
        {busy ? <JobCancelButton job={job} /> : null}
        <span className="text-sm text-muted-foreground">{t("input.or")}</span>
        <Button variant="outline" onClick={() => setTemplatesOpen(true)} disabled={busy}>
          <LayoutTemplate aria-hidden /> {t("input.useTemplate")}
        </Button>
        {onSkip ? (
          <Button variant="ghost" onClick={onSkip} disabled={busy}>
            {t("input.emptyBlock")}
          </Button>
        ) : null}
      </div>
      {busy && progress ? (
        <div data-testid="progress">
          <AnalysisProgress done={progress.done} total={progress.total} label={analyzing} />
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
