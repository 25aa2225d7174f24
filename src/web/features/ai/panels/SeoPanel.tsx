import { useTranslation } from "react-i18next";
import { bandName } from "@/shared/analysis/notes";
import type { SeoResult } from "@/shared/analysis/results";
import { uiLanguageOf } from "@/shared/ui-languages";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useFormatters } from "@/web/i18n/format";
import { formatMinutes } from "../format";
import { ScoreHeader, Section, Stat, StatGrid, Suggestions } from "./parts";

export function SeoPanel({ data }: { data: SeoResult }) {
  const { readability } = data;
  const { t, i18n } = useTranslation("ai");
  const format = useFormatters();
  return (
    <div className="space-y-5">
      <ScoreHeader
        score={readability.score}
        label={t("panels.readability")}
        caption={t("panels.readabilityCaption", {
          level: bandName(readability.band, uiLanguageOf(i18n.language)),
          formula: t(`formulas.${data.language}`),
          words: format.decimal(readability.wordsPerSentence),
          syllables: format.decimal(readability.syllablesPerWord, 2),
        })}
      />
      <StatGrid>
        <Stat label={t("panels.wordCount")} value={format.number(data.wordCount)} />
        <Stat label={t("panels.sentences")} value={format.number(data.sentenceCount)} />
        <Stat label={t("panels.paragraphs")} value={format.number(data.paragraphCount)} />
        <Stat label={t("panels.characterCount")} value={format.number(data.characterCount)} />
        <Stat
          label={t("panels.perSentence")}
          value={format.decimal(data.averageSentenceLength)}
          hint={
            data.longSentences > 0
              ? t("panels.longSentences", { count: data.longSentences })
              : t("panels.words")
          }
        />
        <Stat label={t("panels.readingTime")} value={formatMinutes(data.readingTimeMinutes)} />
      </StatGrid>
      <Section title={t("panels.keywords")}>
        {data.keywords.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("panels.keywordsTooShort")}</p>
        ) : (
          <div className="rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("panels.term")}</TableHead>
                  <TableHead className="text-right">{t("panels.occurrences")}</TableHead>
                  <TableHead className="text-right">{t("panels.density")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.keywords.map((keyword) => (
                  <TableRow key={keyword.term}>
                    <TableCell className="font-medium">{keyword.term}</TableCell>
                    <TableCell className="text-right tabular-nums">{keyword.count}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {format.decimal(keyword.density)}%
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Section>
      <Suggestions notes={data.notes} />
    </div>
  );
}
