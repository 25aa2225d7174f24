import { Copy } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { noteText } from "@/shared/analysis/notes";
import type { AnalysisNote } from "@/shared/analysis/results";
import { uiLanguageOf } from "@/shared/ui-languages";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { copyText } from "../copy-text";

/** A titled block of a result panel. */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A figure with its caption, for the stat grids. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-lg border bg-muted/40 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">{children}</dl>;
}

/** A 0..100 bar; the colour follows the score (red low, amber middle, green high). */
export function Meter({ value, label, className }: { value: number; label: string; className?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  const tone = clamped >= 70 ? "bg-emerald-500" : clamped >= 40 ? "bg-amber-500" : "bg-red-500";
  return (
    <>
      {/* A real <meter> for assistive technology; the styled bar beside it is only drawn. */}
      <meter className="sr-only" aria-label={label} min={0} max={100} value={Math.round(clamped)} />
      <div aria-hidden className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}>
        <div className={cn("h-full rounded-full", tone)} style={{ width: `${clamped}%` }} />
      </div>
    </>
  );
}

/** A big score with its scale, a meter and an optional caption. */
export function ScoreHeader({
  score,
  label,
  caption,
}: {
  score: number;
  label: string;
  caption?: ReactNode;
}) {
  return (
    <div className="space-y-2 rounded-lg border p-4">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-muted-foreground">{label}</span>
        <span className="text-3xl font-semibold tabular-nums">
          {Math.round(score)}
          <span className="text-base font-normal text-muted-foreground">/100</span>
        </span>
      </div>
      <Meter value={score} label={label} />
      {caption ? <p className="text-sm text-muted-foreground">{caption}</p> : null}
    </div>
  );
}

/** 'Copy' with what it copies in its accessible name ('Copy title'). */
export function CopyButton({ text, subject }: { text: string; subject?: string }) {
  const { t } = useTranslation("ai");
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void copyText(text)}
      aria-label={subject ? t("panels.copySubject", { subject }) : undefined}
    >
      <Copy aria-hidden />
      {t("result.copy")}
    </Button>
  );
}

export function Chips({
  words,
  tone = "neutral",
}: {
  words: string[];
  tone?: "positive" | "negative" | "neutral";
}) {
  const { t } = useTranslation("ai");
  if (words.length === 0) return <p className="text-sm text-muted-foreground">{t("panels.none")}</p>;
  const toneClass =
    tone === "positive"
      ? "bg-emerald-500/15 text-emerald-800 dark:text-emerald-300"
      : tone === "negative"
        ? "bg-red-500/15 text-red-800 dark:text-red-300"
        : "bg-secondary text-secondary-foreground";
  return (
    <ul className="flex flex-wrap gap-1.5">
      {words.map((word, i) => (
        <li key={`${word}-${i}`} className={cn("rounded-md px-2 py-0.5 text-xs font-medium", toneClass)}>
          {word}
        </li>
      ))}
    </ul>
  );
}

/** The engine's suggestions, worded from the shared catalog (the result's `suggestions` are Portuguese). */
export function Suggestions({ notes }: { notes: AnalysisNote[] }) {
  const { t, i18n } = useTranslation("ai");
  if (notes.length === 0) return null;
  const language = uiLanguageOf(i18n.language);
  return (
    <Section title={t("panels.suggestions")}>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {notes.map((note, i) => (
          <li key={i}>{noteText(note, language)}</li>
        ))}
      </ul>
    </Section>
  );
}
