import { FlipHorizontal2, Minus, Pause, Play, Plus, RotateCcw } from "lucide-react";
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "@/shared/blocks/text-stats";
import { cn } from "@/web/lib/utils";
import { advance, blockAt, clampWpm, remainingSeconds, type Script, WPM_STEP } from "./script";

/** Where the eyes rest, as a share of the screen's height from the top. */
const READING_LINE = 0.35;
/** How often the clock and the current type are redrawn while the text moves every frame. */
const HUD_INTERVAL_MS = 250;

/** The reading line's distance from the top of the scrolled area, in pixels. */
const readingLine = (scroller: HTMLElement | null) => (scroller?.clientHeight ?? 0) * READING_LINE;

const isFormField = (target: EventTarget | null) =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement;

type Props = { script: Script; initialWpm: number; toolbar: ReactNode };

/** The script's text, drawn once: the page moves it by scrolling, never by re-rendering it. */
const ScriptText = memo(function ScriptText({
  script,
  blockRefs,
}: {
  script: Script;
  blockRefs: React.RefObject<(HTMLElement | null)[]>;
}) {
  return (
    <div
      className="relative mx-auto max-w-4xl px-6"
      style={{ paddingTop: `${READING_LINE * 100}dvh`, paddingBottom: "70dvh" }}
    >
      {script.blocks.map((block, i) => (
        <p
          key={i}
          ref={(el) => {
            blockRefs.current[i] = el;
          }}
          className="pb-[0.9em] text-4xl leading-snug font-semibold whitespace-pre-wrap sm:text-5xl lg:text-6xl"
        >
          {block.text}
        </p>
      ))}
    </div>
  );
});

/**
 * Large light text on black moving up at the reading pace. Space starts and pauses, the arrow
 * keys change the pace, M mirrors the text for a prompter glass; paused, the text can be scrolled
 * by hand and the read goes on from there.
 */
export function Teleprompter({ script, initialWpm, toolbar }: Props) {
  const { t } = useTranslation("prompter");
  const scroller = useRef<HTMLDivElement>(null);
  const blockRefs = useRef<(HTMLElement | null)[]>([]);
  const position = useRef(0);
  const elapsed = useRef(0);
  const [playing, setPlaying] = useState(false);
  const [wpm, setWpm] = useState(() => clampWpm(initialWpm));
  const [mirrored, setMirrored] = useState(false);
  const [hud, setHud] = useState({ block: blockAt(script, 0), elapsed: 0, position: 0 });

  const showHud = useCallback(
    () =>
      setHud({
        block: blockAt(script, position.current),
        elapsed: elapsed.current,
        position: position.current,
      }),
    [script],
  );

  /** Scrolls so that the word at `position` sits on the reading line. */
  const scrollToPosition = useCallback(() => {
    const i = blockAt(script, position.current);
    const element = blockRefs.current[i];
    if (!scroller.current || !element) return;
    const block = script.blocks[i];
    const share = Math.min(1, (position.current - block.start) / block.words);
    const padding = Number.parseFloat(getComputedStyle(element).paddingBottom) || 0;
    scroller.current.scrollTop =
      element.offsetTop + share * (element.offsetHeight - padding) - readingLine(scroller.current);
  }, [script]);

  /** The reading position under the reading line after a scroll by hand. */
  const positionFromScroll = useCallback(() => {
    if (!scroller.current) return;
    const line = scroller.current.scrollTop + readingLine(scroller.current);
    let result = 0;
    script.blocks.forEach((block, i) => {
      const element = blockRefs.current[i];
      if (!element || element.offsetTop > line) return;
      const share = Math.min(1, (line - element.offsetTop) / Math.max(1, element.offsetHeight));
      result = block.start + share * block.words;
    });
    position.current = Math.min(script.totalWords, result);
  }, [script]);

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let lastHud = 0;
    let frame = requestAnimationFrame(function step(now) {
      const seconds = Math.min(0.25, (now - last) / 1000);
      last = now;
      elapsed.current += seconds;
      position.current = advance(script, position.current, wpm, seconds);
      scrollToPosition();
      if (now - lastHud > HUD_INTERVAL_MS) {
        lastHud = now;
        showHud();
      }
      if (position.current >= script.totalWords) {
        setPlaying(false);
        showHud();
        return;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, wpm, script, scrollToPosition, showHud]);

  const toggle = useCallback(() => {
    if (!playing && position.current >= script.totalWords) position.current = 0;
    setPlaying((on) => !on);
  }, [playing, script]);
  const restart = useCallback(() => {
    position.current = 0;
    elapsed.current = 0;
    scrollToPosition();
    showHud();
  }, [scrollToPosition, showHud]);
  const toggleMirror = useCallback(() => setMirrored((on) => !on), []);
  const faster = useCallback(() => setWpm((w) => clampWpm(w + WPM_STEP)), []);
  const slower = useCallback(() => setWpm((w) => clampWpm(w - WPM_STEP)), []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isFormField(event.target)) return;
      const actions: Record<string, () => void> = {
        " ": toggle,
        ArrowUp: faster,
        ArrowRight: faster,
        ArrowDown: slower,
        ArrowLeft: slower,
        m: toggleMirror,
        Home: restart,
      };
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action) return;
      // Also keeps Space from clicking a focused button a second time.
      event.preventDefault();
      action();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle, faster, slower, restart, toggleMirror]);

  const current = script.blocks[hud.block];
  const buttonClass =
    "inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-md px-2.5 text-sm text-white/90 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white/70 aria-pressed:bg-white/20";

  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-black text-neutral-100" data-testid="prompter">
      <div
        ref={scroller}
        onScroll={
          playing
            ? undefined
            : () => {
                positionFromScroll();
                showHud();
              }
        }
        className="relative min-h-0 flex-1 overflow-y-auto [scrollbar-width:none]"
        data-testid="prompter-scroller"
      >
        <div
          className={cn("transition-transform", mirrored && "-scale-x-100")}
          data-testid="prompter-text"
          data-mirrored={mirrored}
        >
          <ScriptText script={script} blockRefs={blockRefs} />
        </div>
      </div>
      {/* The reading line, and the type of the block on it. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 border-t border-white/15"
        style={{ top: `${READING_LINE * 100}%` }}
      />
      <p
        className="pointer-events-none absolute top-3 left-4 text-xs tracking-widest text-white/35 uppercase"
        data-testid="prompter-type"
      >
        {current?.label ?? ""}
      </p>

      <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 border-t border-white/10 bg-neutral-950 px-3 py-2 text-sm">
        {toolbar}
        <button
          type="button"
          className={buttonClass}
          onClick={toggle}
          aria-label={playing ? t("pause") : t("play")}
        >
          {playing ? <Pause className="size-5" aria-hidden /> : <Play className="size-5" aria-hidden />}
          <span className="hidden sm:inline">{playing ? t("pause") : t("play")}</span>
        </button>
        <button type="button" className={buttonClass} onClick={restart} aria-label={t("restart")}>
          <RotateCcw className="size-4" aria-hidden />
        </button>
        <span className="inline-flex items-center">
          <button type="button" className={buttonClass} onClick={slower} aria-label={t("slower")}>
            <Minus className="size-4" aria-hidden />
          </button>
          <output
            className="min-w-24 text-center tabular-nums"
            aria-live="polite"
            data-testid="prompter-pace"
          >
            {t("pace", { wpm })}
          </output>
          <button type="button" className={buttonClass} onClick={faster} aria-label={t("faster")}>
            <Plus className="size-4" aria-hidden />
          </button>
        </span>
        <button
          type="button"
          className={buttonClass}
          onClick={toggleMirror}
          aria-pressed={mirrored}
          aria-label={t("mirror")}
        >
          <FlipHorizontal2 className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t("mirror")}</span>
        </button>
        <span className="px-2 text-white/70 tabular-nums" data-testid="prompter-clock">
          {t("elapsed", { time: formatDuration(hud.elapsed) })} ·{" "}
          {t("remaining", { time: formatDuration(remainingSeconds(script, hud.position, wpm)) })}
        </span>
        <span className="hidden px-2 text-xs text-white/40 lg:inline">{t("keys")}</span>
      </div>
    </div>
  );
}
