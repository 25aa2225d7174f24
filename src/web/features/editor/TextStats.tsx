import type { TFunction } from "i18next";
import { Timer } from "lucide-react";
import { memo, startTransition, useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  countWords,
  DEFAULT_WORDS_PER_MINUTE,
  formatDuration,
  MAX_WORDS_PER_MINUTE,
  MIN_WORDS_PER_MINUTE,
  type SectionStats,
  type StatsBlock,
  spokenText,
  textStats,
} from "@/shared/blocks/text-stats";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { scheduleAfterPaint } from "./after-paint";

const WPM_KEY = "copyblocks-words-per-minute";

function readWpm(): number {
  try {
    const value = Number(window.localStorage.getItem(WPM_KEY));
    return value >= MIN_WORDS_PER_MINUTE && value <= MAX_WORDS_PER_MINUTE ? value : DEFAULT_WORDS_PER_MINUTE;
  } catch {
    return DEFAULT_WORDS_PER_MINUTE;
  }
}

/** The writer's narration pace, kept on this browser (every project is read by the same voice). */
export function useWordsPerMinute() {
  const [wpm, setWpm] = useState(readWpm);
  const update = useCallback((next: number) => {
    setWpm(next);
    try {
      window.localStorage.setItem(WPM_KEY, String(next));
    } catch {
      // storage can be off: the pace then lasts for this visit
    }
  }, []);
  return [wpm, update] as const;
}

export type TextStatsValue = ReturnType<typeof textStats>;

/**
 * Stats of the blocks, counted once the editor has painted and again a moment after typing stops
 * (like the final copy): counting thousands of blocks must not hold up either. Null until counted.
 */
export function useTextStats(blocks: readonly StatsBlock[], wpm: number): TextStatsValue | null {
  const [stats, setStats] = useState<TextStatsValue | null>(null);
  const counted = stats !== null;
  useEffect(() => {
    let stopCounting = () => {};
    const stopWaiting = scheduleAfterPaint(
      () => {
        stopCounting = countInSlices(blocks, () =>
          startTransition(() => setStats(textStats(blocks, wpm, cachedWordCount))),
        );
      },
      !counted,
      150,
    );
    return () => {
      stopWaiting();
      stopCounting();
    };
  }, [blocks, wpm, counted]);
  return stats;
}

/** The longest a counting slice keeps the page from answering the writer or painting. */
const SLICE_MS = 4;

/**
 * Counts the words of the blocks not counted yet a slice at a time, then calls `done`. The first
 * count of a long project reads every block (a long task on its own, right when the writer
 * starts to scroll or type); after an edit, only the changed block is new and it ends at once.
 * Returns the cancel function. `now` is the clock (a test's own).
 */
export function countInSlices(
  blocks: readonly StatsBlock[],
  done: () => void,
  now: () => number = () => performance.now(),
): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const until = now() + SLICE_MS;
    while (next < blocks.length) {
      cachedWordCount(blocks[next++]);
      if (next % 64 === 0 && now() > until) {
        timer = setTimeout(slice, 0);
        return;
      }
    }
    done();
  };
  slice();
  return () => clearTimeout(timer);
}

/**
 * Words per block, kept per block object: the editor replaces a block's object when it changes,
 * so a recount after typing reads every other block's count instead of scanning its text again.
 */
const wordCounts = new WeakMap<StatsBlock, number>();
function cachedWordCount(block: StatsBlock): number {
  let words = wordCounts.get(block);
  if (words === undefined) {
    words = countWords(spokenText(block));
    wordCounts.set(block, words);
  }
  return words;
}

/** "120 words · 0:48" in the interface language. */
export function useStatsText() {
  const { t } = useTranslation("editor");
  return (words: number, seconds: number) =>
    t("stats.blockStats", { words: t("stats.words", { count: words }), duration: formatDuration(seconds) });
}

/** Sections listed before 'Show all': a letter has a dozen or so, a long project hundreds. */
const SECTIONS_SHOWN = 12;

/**
 * One line per section: its stage, its blocks, words and spoken time. A long list starts with its
 * first lines and a button for the rest, since hundreds of lines would be put on the page (and
 * counted again after each pause in typing) for a list nobody reads in full by default.
 */
export function SectionList({ sections }: { sections: readonly SectionStats[] }) {
  const { t } = useTranslation("editor");
  const [all, setAll] = useState(false);
  const shown = all ? sections : sections.slice(0, SECTIONS_SHOWN);
  return (
    <>
      <ol className="space-y-1 text-sm" data-testid="section-stats">
        {shown.map((section) => (
          <SectionLine key={section.from} t={t} {...section} />
        ))}
      </ol>
      {shown.length < sections.length ? (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setAll(true)}>
          {t("stats.sectionsAll", { count: sections.length })}
        </Button>
      ) : null}
    </>
  );
}

// Props of plain values: a recount after a keystroke renders again only the section it changed
// (a long copy has hundreds of them).
const SectionLine = memo(function SectionLine({
  t,
  kind,
  from,
  to,
  words,
  seconds,
}: SectionStats & { t: TFunction<"editor"> }) {
  const name = t(`stats.names.${kind}`);
  return (
    <li className="flex items-baseline justify-between gap-3">
      <span className="min-w-0 truncate">
        {from === to ? t("stats.sectionOne", { name, from }) : t("stats.section", { name, from, to })}
      </span>
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {t("stats.blockStats", {
          words: t("stats.words", { count: words }),
          duration: formatDuration(seconds),
        })}
      </span>
    </li>
  );
});

/** The words-per-minute field; out-of-range values are not applied. */
export function WpmField({ wpm, onChange }: { wpm: number; onChange: (wpm: number) => void }) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [draft, setDraft] = useState(String(wpm));
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-xs font-medium">
        {t("stats.wpm")}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_WORDS_PER_MINUTE}
        max={MAX_WORDS_PER_MINUTE}
        value={draft}
        className="h-8 w-28"
        onChange={(event) => {
          setDraft(event.target.value);
          const value = Number(event.target.value);
          if (Number.isInteger(value) && value >= MIN_WORDS_PER_MINUTE && value <= MAX_WORDS_PER_MINUTE)
            onChange(value);
        }}
      />
      <p className="text-xs text-muted-foreground">{t("stats.wpmHint")}</p>
    </div>
  );
}

/** Toolbar button with the whole text's words and spoken time; opens the per-section breakdown. */
export function TextStatsButton({
  stats,
  wpm,
  onWpmChange,
}: {
  /** Null while the first count is on its way. */
  stats: TextStatsValue | null;
  wpm: number;
  onWpmChange: (wpm: number) => void;
}) {
  const { t } = useTranslation("editor");
  const statsText = useStatsText();
  const summary = stats ? statsText(stats.total.words, stats.total.seconds) : "…";
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${t("stats.button")}: ${summary}`}
          data-testid="text-stats"
        >
          <Timer aria-hidden /> <span className="tabular-nums">{summary}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 space-y-3">
        <p className="font-medium">{t("stats.title")}</p>
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span>{t("stats.whole")}</span>
          <span className="tabular-nums">{summary}</span>
        </div>
        <WpmField wpm={wpm} onChange={onWpmChange} />
        {stats && stats.sections.length > 0 ? (
          <div className="space-y-1">
            <p className="text-xs font-medium text-muted-foreground">{t("stats.sections")}</p>
            <SectionList sections={stats.sections} />
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
