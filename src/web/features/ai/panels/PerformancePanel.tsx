import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { type PerformanceResult, SALES_ELEMENTS } from "@/shared/analysis/results";
import { formatMinutes, formatNumber } from "../format";
import { ScoreHeader, Section, Stat, StatGrid, Suggestions } from "./parts";

/** The five elements of a sales letter in their expected order: present or missing. */
function Checklist({ data }: { data: PerformanceResult }) {
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
            <span className={present ? "" : "text-muted-foreground"}>{element}</span>
            {present ? <span className="sr-only">presente</span> : null}
            {!present ? <span className="text-xs text-red-700 dark:text-red-300">ausente</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export function PerformancePanel({ data }: { data: PerformanceResult }) {
  return (
    <div className="space-y-5">
      <ScoreHeader
        score={data.score}
        label="Desempenho da estrutura"
        caption={`${data.present.length} de ${SALES_ELEMENTS.length} elementos presentes`}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Section title="Estrutura">
          <Checklist data={data} />
        </Section>
        <Section title="Ordem">
          {data.outOfOrder.length === 0 ? (
            <p className="text-sm text-muted-foreground">Os elementos presentes estão na ordem esperada.</p>
          ) : (
            <ul className="space-y-1.5">
              {data.outOfOrder.map(({ first, second }) => (
                <li key={`${first}-${second}`} className="flex items-start gap-2 text-sm">
                  <TriangleAlert
                    className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
                    aria-hidden
                  />
                  <span>
                    {first} aparece antes de {second}, que deveria vir primeiro
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <StatGrid>
        <Stat label="Tempo de leitura" value={formatMinutes(data.readingMinutes)} hint="200 palavras/min" />
        <Stat label="Tempo de narração" value={formatMinutes(data.speakingMinutes)} hint="150 palavras/min" />
        <Stat
          label="Média por frase"
          value={formatNumber(data.averageSentenceLength)}
          hint={data.longSentences > 0 ? `${data.longSentences} com mais de 25 palavras` : "palavras"}
        />
      </StatGrid>
      <Suggestions items={data.suggestions} />
    </div>
  );
}
