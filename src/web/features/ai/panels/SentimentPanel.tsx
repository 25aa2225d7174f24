import { useTranslation } from "react-i18next";
import type { SentimentResult } from "@/shared/analysis/results";
import { Badge } from "@/web/components/ui/badge";
import { useFormatters } from "@/web/i18n/format";
import { cn } from "@/web/lib/utils";
import { Chips, Section } from "./parts";

const labelVariant = { positivo: "success", negativo: "warning", neutro: "secondary" } as const;

/** -1..1 as a gauge: red on the left, green on the right, a marker where the text stands. */
function SentimentGauge({ score }: { score: number }) {
  const { t } = useTranslation("ai");
  const left = ((Math.min(1, Math.max(-1, score)) + 1) / 2) * 100;
  return (
    <div className="space-y-1">
      <meter className="sr-only" aria-label={t("panels.sentiment")} min={-1} max={1} value={score} />
      <div
        aria-hidden
        className="relative h-3 rounded-full bg-gradient-to-r from-red-500/70 via-zinc-300 to-emerald-500/70 dark:via-zinc-600"
      >
        <span
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-foreground shadow"
          style={{ left: `${left}%` }}
        />
      </div>
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{t("panels.negative")}</span>
        <span>{t("panels.neutral")}</span>
        <span>{t("panels.positive")}</span>
      </div>
    </div>
  );
}

export function SentimentPanel({ data }: { data: SentimentResult }) {
  const { t } = useTranslation("ai");
  const format = useFormatters();
  const labels = {
    positivo: t("panels.positive"),
    negativo: t("panels.negative"),
    neutro: t("panels.neutral"),
  };
  return (
    <div className="space-y-5">
      <div className="space-y-3 rounded-lg border p-4">
        <div className="flex items-center justify-between gap-3">
          <Badge variant={labelVariant[data.label]} className="text-sm capitalize">
            {labels[data.label]}
          </Badge>
          <span className="text-2xl font-semibold tabular-nums">
            {data.score > 0 ? "+" : ""}
            {format.decimal(data.score, 2)}
          </span>
        </div>
        <SentimentGauge score={data.score} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Section title={t("panels.positiveWords")}>
          <Chips words={data.positiveWords} tone="positive" />
        </Section>
        <Section title={t("panels.negativeWords")}>
          <Chips words={data.negativeWords} tone="negative" />
        </Section>
      </div>
      {data.sentences.length > 0 ? (
        <Section title={t("panels.weightiest")}>
          <ul className="space-y-2">
            {data.sentences.map((sentence, i) => (
              <li key={i} className="flex items-start gap-3 rounded-md border px-3 py-2 text-sm">
                <span
                  className={cn(
                    "mt-0.5 shrink-0 rounded px-1.5 text-xs font-semibold tabular-nums",
                    sentence.score > 0
                      ? "bg-emerald-500/15 text-emerald-800 dark:text-emerald-300"
                      : sentence.score < 0
                        ? "bg-red-500/15 text-red-800 dark:text-red-300"
                        : "bg-muted text-muted-foreground",
                  )}
                >
                  {sentence.score > 0 ? "+" : ""}
                  {format.decimal(sentence.score, 2)}
                </span>
                <span>{sentence.text}</span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
