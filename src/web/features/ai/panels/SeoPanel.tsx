import type { SeoResult } from "@/shared/analysis/results";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatMinutes, formatNumber } from "../format";
import { ScoreHeader, Section, Stat, StatGrid, Suggestions } from "./parts";

export function SeoPanel({ data }: { data: SeoResult }) {
  const { readability } = data;
  return (
    <div className="space-y-5">
      <ScoreHeader
        score={readability.score}
        label="Legibilidade"
        caption={`${readability.level} · ${readability.formula} · ${formatNumber(readability.wordsPerSentence)} palavras por frase, ${formatNumber(readability.syllablesPerWord, 2)} sílabas por palavra`}
      />
      <StatGrid>
        <Stat label="Palavras" value={data.wordCount} />
        <Stat label="Frases" value={data.sentenceCount} />
        <Stat label="Parágrafos" value={data.paragraphCount} />
        <Stat label="Caracteres" value={data.characterCount} />
        <Stat
          label="Média por frase"
          value={formatNumber(data.averageSentenceLength)}
          hint={data.longSentences > 0 ? `${data.longSentences} com mais de 25 palavras` : "palavras"}
        />
        <Stat label="Tempo de leitura" value={formatMinutes(data.readingTimeMinutes)} />
      </StatGrid>
      <Section title="Palavras-chave">
        {data.keywords.length === 0 ? (
          <p className="text-sm text-muted-foreground">Texto curto demais para extrair palavras-chave.</p>
        ) : (
          <div className="rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Termo</TableHead>
                  <TableHead className="text-right">Ocorrências</TableHead>
                  <TableHead className="text-right">Densidade</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.keywords.map((keyword) => (
                  <TableRow key={keyword.term}>
                    <TableCell className="font-medium">{keyword.term}</TableCell>
                    <TableCell className="text-right tabular-nums">{keyword.count}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatNumber(keyword.density)}%
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Section>
      <Suggestions items={data.suggestions} />
    </div>
  );
}
