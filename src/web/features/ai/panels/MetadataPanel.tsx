import { useTranslation } from "react-i18next";
import type { MetadataResult } from "@/shared/analysis/results";
import { useFormatters } from "@/web/i18n/format";
import { Chips, CopyButton, Section } from "./parts";

function Counted({ text, max }: { text: string; max: number }) {
  const { t } = useTranslation("ai");
  const format = useFormatters();
  return (
    <div className="space-y-1">
      <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">{text || "—"}</p>
      <p className="text-right text-xs text-muted-foreground tabular-nums">
        {t("panels.characters", { count: text.length, max: format.number(max) })}
      </p>
    </div>
  );
}

export function MetadataPanel({ data }: { data: MetadataResult }) {
  const { t } = useTranslation("ai");
  return (
    <div className="space-y-5">
      <Section
        title={t("panels.title")}
        action={<CopyButton text={data.title} subject={t("panels.title").toLowerCase()} />}
      >
        <Counted text={data.title} max={60} />
      </Section>
      <Section
        title={t("panels.description")}
        action={<CopyButton text={data.description} subject={t("panels.description").toLowerCase()} />}
      >
        <Counted text={data.description} max={160} />
      </Section>
      <Section
        title={t("panels.keywords")}
        action={<CopyButton text={data.keywords.join(", ")} subject={t("panels.keywords").toLowerCase()} />}
      >
        <Chips words={data.keywords} />
      </Section>
    </div>
  );
}
