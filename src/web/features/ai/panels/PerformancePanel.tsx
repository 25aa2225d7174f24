import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ELEMENT_KEYS } from "@/shared/analysis/notes";
import { type PerformanceResult, SALES_ELEMENTS } from "@/shared/analysis/results";
import { translator } from "@/shared/messages";
import { uiLanguageOf } from "@/shared/ui-languages";
import { useFormatters } from "@/web/i18n/format";
import { formatMinutes } from "../format";
import { ScoreHeader, Section, Stat, StatGrid, Suggestions } from "./parts";

/** The five elements of a sales letter in their expected order: present or missing. */
function Checklist({ data }: { data: PerformanceResult }) {
  const { t, i18n } = useTranslation("ai");
  const shared = translator(uiLanguageOf(i18n.language));
  return (
    <ul className="space-y-1.5">
      {SALES_ELEMENTS.map((element) => {
        const present = data.present.includes(element);
        return (
          <li key={element} className="flex items-center gap-2 text-sm">
            {present ? (
              <CircleCheck className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
            ) : (
              <CircleX className="size-4 text-red-600 dark:text-red-400" aria-hidden />
            )}
            <span className={present ? "" : "text-muted-foreground"}>
              {shared(`analysis.elements.${ELEMENT_KEYS[element]}`)}
            </span>
            {present ? <span className="sr-only">{t("panels.present")}</span> : null}
            {!present ? (
              <span className="text-xs text-red-700 dark:text-red-300">{t("panels.missing")}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function PerformancePanel({ data }: { data: PerformanceResult }) {
  const { t, i18n } = useTranslation("ai");
  const shared = translator(uiLanguageOf(i18n.language));
  const format = useFormatters();
  return (
    <div className="space-y-5">
      <ScoreHeader
        score={data.score}
        label={t("panels.structureScore")}
        caption={t("panels.elementsPresent", { present: data.present.length, total: SALES_ELEMENTS.length })}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Section title={t("panels.structure")}>
          <Checklist data={data} />
        </Section>
        <Section title={t("panels.order")}>
          {data.outOfOrder.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("panels.inOrder")}</p>
          ) : (
            <ul className="space-y-1.5">
              {data.outOfOrder.map(({ first, second }) => (
                <li key={`${first}-${second}`} className="flex items-start gap-2 text-sm">
                  <TriangleAlert
                    className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
                    aria-hidden
                  />
                  <span>
                    {t("panels.outOfOrder", {
                      first: shared(`analysis.elements.${ELEMENT_KEYS[first]}`),
                      second: shared(`analysis.elements.${ELEMENT_KEYS[second]}`),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <StatGrid>
        <Stat
          label={t("panels.readingTime")}
          value={formatMinutes(data.readingMinutes)}
          hint={t("panels.perMinute", { count: 200 })}
        />
        <Stat
          label={t("panels.speakingTime")}
          value={formatMinutes(data.speakingMinutes)}
          hint={t("panels.perMinute", { count: 150 })}
        />
        <Stat
          label={t("panels.perSentence")}
          value={format.decimal(data.averageSentenceLength)}
          hint={
            data.longSentences > 0
              ? t("panels.longSentences", { count: data.longSentences })
              : t("panels.words")
          }
        />
      </StatGrid>
      <Suggestions notes={data.notes} />
    </div>
  );
}
