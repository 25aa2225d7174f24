import type { TFunction } from "i18next";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { OriginalityResult } from "@/shared/analysis/results";
import { useFormatters } from "@/web/i18n/format";
import { Meter, ScoreHeader, Section } from "./parts";

function caption(data: OriginalityResult, t: TFunction<"ai">): string {
  if (data.shingleCount === 0) return t("panels.originalityTooShort", { size: data.shingleSize });
  if (data.matches.length === 0) return t("panels.originalityNone");
  return t("panels.originalityCompared", { size: data.shingleSize });
}

export function OriginalityPanel({ data }: { data: OriginalityResult }) {
  const { t } = useTranslation("ai");
  const format = useFormatters();
  return (
    <div className="space-y-5">
      <ScoreHeader score={data.originalityScore} label={t("panels.originality")} caption={caption(data, t)} />
      {data.matches.length > 0 ? (
        <Section title={t("panels.sharedProjects")}>
          <ul className="space-y-3">
            {data.matches.map((match) => (
              <li key={match.projectId} className="space-y-2 rounded-lg border p-3">
                <div className="flex items-center justify-between gap-3">
                  <Link
                    to={`/project/${match.projectId}`}
                    className="inline-flex min-w-0 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <span className="truncate">{match.title || t("panels.untitled")}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  </Link>
                  <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                    {t("panels.inCommon", { percent: format.decimal(match.overlapPercent) })}
                  </span>
                </div>
                <Meter
                  value={100 - match.overlapPercent}
                  label={t("panels.overlapWith", { title: match.title })}
                />
                {match.passages.map((passage, i) => (
                  <blockquote
                    key={i}
                    className="border-l-2 border-amber-500 pl-3 text-sm text-muted-foreground italic"
                  >
                    “{passage}”
                  </blockquote>
                ))}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
