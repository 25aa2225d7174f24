import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import type { OriginalityResult } from "@/shared/analysis/results";
import { formatNumber } from "../format";
import { Meter, ScoreHeader, Section } from "./parts";

function caption(data: OriginalityResult): string {
  if (data.shingleCount === 0)
    return `Texto curto demais para comparar: são precisas pelo menos ${data.shingleSize} palavras.`;
  if (data.matches.length === 0)
    return "Nenhum trecho em comum com seus outros projetos nem com os projetos públicos.";
  return `Comparado com seus outros projetos e os projetos públicos, em trechos de ${data.shingleSize} palavras.`;
}

export function OriginalityPanel({ data }: { data: OriginalityResult }) {
  return (
    <div className="space-y-5">
      <ScoreHeader score={data.originalityScore} label="Originalidade" caption={caption(data)} />
      {data.matches.length > 0 ? (
        <Section title="Projetos com trechos em comum">
          <ul className="space-y-3">
            {data.matches.map((match) => (
              <li key={match.projectId} className="space-y-2 rounded-lg border p-3">
                <div className="flex items-center justify-between gap-3">
                  <Link
                    to={`/project/${match.projectId}`}
                    className="inline-flex min-w-0 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <span className="truncate">{match.title || "Projeto sem título"}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  </Link>
                  <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
                    {formatNumber(match.overlapPercent)}% em comum
                  </span>
                </div>
                <Meter value={100 - match.overlapPercent} label={`Sobreposição com ${match.title}`} />
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
