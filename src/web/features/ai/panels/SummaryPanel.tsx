import { useTranslation } from "react-i18next";
import type { SummaryResult } from "@/shared/analysis/results";
import { useFormatters } from "@/web/i18n/format";
import { CopyButton, Section } from "./parts";

export function SummaryPanel({ data }: { data: SummaryResult }) {
  const { t } = useTranslation("ai");
  const format = useFormatters();
  return (
    <div className="space-y-4">
      <Section
        title={t("panels.summary")}
        action={<CopyButton text={data.summary} subject={t("panels.summary").toLowerCase()} />}
      >
        <p className="rounded-lg border bg-muted/40 p-3 text-sm leading-relaxed whitespace-pre-wrap">
          {data.summary || t("panels.summaryTooShort")}
        </p>
      </Section>
      <p className="text-xs text-muted-foreground">
        {t("panels.summaryCaption", {
          count: data.sentences.length,
          percent: format.decimal(data.compressionPercent, 0),
        })}
      </p>
    </div>
  );
}
