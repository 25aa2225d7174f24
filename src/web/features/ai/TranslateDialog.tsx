import { Languages } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TranslateResponse } from "@/shared/api/translate";
import { LANGUAGES, type LanguageCode } from "@/shared/languages";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { useFormatters } from "@/web/i18n/format";
import type { Progress } from "@/web/lib/event-stream";
import { isCancelled } from "@/web/lib/running-jobs";
import { toast } from "@/web/lib/toast";
import { cn } from "@/web/lib/utils";
import { AnalysisProgress } from "./AnalysisProgress";
import { useAiStatus, useProviderHealth, useTranslateProject } from "./api";
import { JobCancelButton } from "./JobCancelButton";
import { type Feedback, translationErrorFeedback, translationFeedback } from "./translate-feedback";

export type TranslateDialogProps = {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved translation: replace the editor's blocks and version with it. */
  onTranslated: (response: TranslateResponse) => void;
  /** E.g. read-only or unsaved changes pending: the button stays off. */
  disabled?: boolean;
  /** Offered in the toast when the blocks changed meanwhile (409). */
  onReload?: () => void;
  initialLanguage?: LanguageCode;
  /** The language the original texts are in: translating into it is warned about. */
  sourceLanguage?: LanguageCode | null;
  /** How many blocks have a translation into `language` to redo (missing or out of date), of all with an original. */
  counts?: (language: LanguageCode) => { pending: number; total: number };
  /** Shown under the languages, outside the AI part (the memory needs no provider). */
  extra?: (language: LanguageCode) => ReactNode;
};

function show(feedback: Feedback, action?: { label: string; onClick: () => void }) {
  const description = feedback.usage ? (
    <>
      <span className="block">{feedback.description}</span>
      <span className="block tabular-nums" data-testid="ai-usage">
        {feedback.usage}
      </span>
    </>
  ) : (
    feedback.description
  );
  toast[feedback.tone](feedback.title, { description, action });
}

/** Pick one of the ten languages, translate every block on the server, watch it progress. */
export function TranslateDialog({
  projectId,
  open,
  onOpenChange,
  onTranslated,
  disabled = false,
  onReload,
  initialLanguage = "pt",
  sourceLanguage = null,
  counts,
  extra,
}: TranslateDialogProps) {
  const { t } = useTranslation(["ai", "common"]);
  const format = useFormatters();
  const [language, setLanguage] = useState<LanguageCode>(initialLanguage);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [job, setJob] = useState<string | null>(null);
  const status = useAiStatus();
  const translate = useTranslateProject(projectId, setProgress, setJob);
  const busy = translate.isPending;
  const noProvider = status.data ? !status.data.configured : false;
  const unreachable = useProviderHealth({ enabled: open && !noProvider }).data?.ai === "unreachable";
  const sameLanguage = sourceLanguage === language;
  // Once some blocks are translated, redoing only the missing and out-of-date ones is the default.
  const [scopeChoice, setScope] = useState<"pending" | "all" | null>(null);
  const count = counts?.(language);
  const canNarrow = count !== undefined && count.pending > 0 && count.pending < count.total;
  const scope = canNarrow ? (scopeChoice ?? "pending") : "all";

  function start() {
    setProgress(null);
    setJob(null);
    translate.mutate(
      { language, scope },
      {
        onSuccess: (response) => {
          onTranslated(response);
          show(translationFeedback(response));
          onOpenChange(false);
        },
        onError: (error) => {
          // Cancelled: the dialog is back as it was, and the server saved nothing.
          if (isCancelled(error)) {
            toast.info(t("job.translationCancelled"), { description: t("job.translationCancelledBody") });
            return;
          }
          const feedback = translationErrorFeedback(error);
          show(
            feedback,
            feedback.conflict && onReload ? { label: t("translate.reload"), onClick: onReload } : undefined,
          );
        },
        onSettled: () => {
          setProgress(null);
          setJob(null);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Languages className="size-5 text-primary" aria-hidden />
            {t("translate.title")}
          </DialogTitle>
          <DialogDescription>{t("translate.description")}</DialogDescription>
        </DialogHeader>

        {/* Open without a provider too: the memory can fill a language's translations by itself. */}
        <fieldset disabled={busy}>
          <legend className="mb-2 text-sm font-medium">{t("translate.target")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {LANGUAGES.map((option) => {
              const checked = option.code === language;
              return (
                <label
                  key={option.code}
                  className={cn(
                    "flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/60",
                    checked ? "border-primary bg-accent text-accent-foreground" : "hover:bg-muted",
                    busy && "cursor-not-allowed opacity-60",
                  )}
                >
                  <input
                    type="radio"
                    name="translate-language"
                    value={option.code}
                    checked={checked}
                    onChange={() => setLanguage(option.code)}
                    className="sr-only"
                  />
                  <span className="font-medium">{format.language(option.code)}</span>
                  <span className="text-xs text-muted-foreground">{option.code}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        {canNarrow ? (
          <fieldset disabled={busy || noProvider} className="space-y-1.5" data-testid="translate-scope">
            <legend className="mb-1 text-sm font-medium">{t("translate.scope")}</legend>
            {(["pending", "all"] as const).map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="translate-scope"
                  value={option}
                  checked={scope === option}
                  onChange={() => setScope(option)}
                  className="accent-primary"
                />
                {option === "pending"
                  ? t("translate.scopePending", { count: count.pending })
                  : t("translate.scopeAll", { count: count.total })}
              </label>
            ))}
          </fieldset>
        ) : null}

        {extra?.(language)}

        {noProvider ? (
          <p
            role="status"
            className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
            data-testid="translate-needs-provider"
          >
            {t("translate.needsProvider")}
          </p>
        ) : null}

        {sameLanguage && !noProvider ? (
          <p
            role="status"
            className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
            data-testid="translate-same-language"
          >
            {t("translate.sameLanguage", { language: format.language(language) })}
          </p>
        ) : null}

        {unreachable ? (
          <p
            role="status"
            className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
            data-testid="translate-unreachable"
          >
            {t("translate.unreachable")}
          </p>
        ) : null}

        {busy ? (
          <AnalysisProgress
            done={progress?.done ?? 0}
            total={progress?.total ?? 0}
            unit={t("translate.unit")}
            label={t("translate.progress")}
          />
        ) : null}

        <DialogFooter>
          {busy ? (
            <JobCancelButton job={job} />
          ) : (
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("common:actions.cancel")}
            </Button>
          )}
          <Button onClick={start} disabled={disabled || busy || noProvider}>
            {busy ? <Spinner /> : <Languages aria-hidden />}
            {busy ? t("translate.running") : t("translate.submit")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
