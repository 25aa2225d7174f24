import type { SummaryResult } from "@/shared/analysis/results";
import { formatNumber } from "../format";
import { CopyButton, Section } from "./parts";

export function SummaryPanel({ data }: { data: SummaryResult }) {
  return (
    <div className="space-y-4">
      <Section title="Resumo" action={<CopyButton text={data.summary} subject="summary" />}>
        <p className="rounded-lg border bg-muted/40 p-3 text-sm leading-relaxed whitespace-pre-wrap">
          {data.summary || "Texto curto demais para resumir."}
        </p>
      </Section>
      <p className="text-xs text-muted-foreground">
        {data.sentences.length} {data.sentences.length === 1 ? "frase escolhida" : "frases escolhidas"} do
        texto · {formatNumber(data.compressionPercent, 0)}% mais curto que o original
      </p>
    </div>
  );
}
