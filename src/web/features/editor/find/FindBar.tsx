import { CaseSensitive, ChevronDown, ChevronRight, ChevronUp, WholeWord, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { FIND_FIELDS, type FindOptions } from "@/shared/text/find";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/i18n/errors";
import { toast } from "@/web/lib/toast";
import { cn } from "@/web/lib/utils";
import { type ShortcutCommand, shortcutFor } from "../shortcuts";
import type { FindState } from "./use-find";

/** Shortcuts that act on the current block: typed in the find bar they would act out of sight. */
const BLOCK_COMMANDS = new Set<ShortcutCommand | null>([
  "nextBlock",
  "previousBlock",
  "firstBlock",
  "lastBlock",
  "addBelow",
  "addAbove",
  "deleteBlock",
  "moveUp",
  "moveDown",
]);

function OptionToggle({
  pressed,
  label,
  onToggle,
  children,
}: {
  pressed: boolean;
  label: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
      className={cn(
        "size-8 text-muted-foreground",
        pressed && "bg-primary/15 text-foreground ring-1 ring-primary/50 hover:bg-primary/20",
      )}
    >
      {children}
    </Button>
  );
}

/**
 * The editor's find and replace bar. It searches the blocks themselves, not the page, so it
 * finds text in rows the table has not rendered. Enter and Shift+Enter move between matches,
 * Escape closes it and gives the focus back.
 */
export function FindBar({ find }: { find: FindState }) {
  const { t } = useTranslation("find");
  const columnId = useId();
  const { open, close } = find;

  // Escape closes the bar from anywhere in the editor too (say, after clicking into a block),
  // unless something else on top (a menu, a dialog) took the key.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (document.querySelector("[role=dialog][data-state=open], [role=menu], [role=listbox]")) return;
      close();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, close]);

  if (!open) return null;
  const total = find.matches.length;
  const count =
    find.query === "" ? "" : total === 0 ? t("none") : t("count", { current: find.current + 1, total });
  const setOption = (patch: Partial<FindOptions>) => find.setOptions({ ...find.options, ...patch });

  // A button disabled by its own click (nothing left to replace) drops the focus: keep it in the bar.
  const keepFocus = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) find.replaceRef.current?.focus();
    });
  const replaceOne = () => {
    find.replaceOne();
    keepFocus();
  };
  const replaceAll = async () => {
    try {
      const count = await find.replaceAll();
      if (count > 0) toast.success(t("replaced", { count }), { id: "find-replaced" });
      keepFocus();
    } catch (error) {
      toast.error(t("replaceFailed", { message: errorMessage(error) }));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (BLOCK_COMMANDS.has(shortcutFor(event, { inText: true, fieldEmpty: true }))) {
      // The key keeps its meaning in the box (Ctrl+Home, Ctrl+Backspace) and goes no further.
      event.stopPropagation();
    }
  };
  const onFindKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (event.shiftKey) find.previous();
    else find.next();
  };
  const onReplaceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (event.ctrlKey || event.metaKey) void replaceAll();
    else replaceOne();
  };

  return (
    <search
      data-find-bar
      aria-label={t("label")}
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 top-[4.5rem] z-30 space-y-2 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg sm:inset-x-auto sm:right-4 sm:w-[32rem]"
    >
      <div className="flex items-center gap-1">
        {find.readOnly ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-expanded={find.replaceOpen}
            aria-label={find.replaceOpen ? t("hideReplace") : t("showReplace")}
            title={find.replaceOpen ? t("hideReplace") : t("showReplace")}
            onClick={() => find.setReplaceOpen(!find.replaceOpen)}
          >
            <ChevronRight
              aria-hidden
              className={cn("transition-transform", find.replaceOpen && "rotate-90")}
            />
          </Button>
        )}
        <div className="relative min-w-0 flex-1">
          <Input
            ref={find.inputRef}
            aria-label={t("find")}
            placeholder={t("findPlaceholder")}
            value={find.query}
            onChange={(event) => find.setQuery(event.target.value)}
            onKeyDown={onFindKey}
            aria-describedby={`${columnId}-count`}
            className="h-9 pr-24"
          />
          <span
            id={`${columnId}-count`}
            data-testid="find-count"
            aria-live="polite"
            className={cn(
              "pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-xs whitespace-nowrap text-muted-foreground tabular-nums",
              find.query !== "" && total === 0 && "text-destructive",
              find.pending && "opacity-60",
            )}
          >
            {count}
          </span>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("previous")}
          title={t("previous")}
          disabled={total === 0}
          onClick={find.previous}
        >
          <ChevronUp aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("next")}
          title={t("next")}
          disabled={total === 0}
          onClick={find.next}
        >
          <ChevronDown aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t("close")}
          title={t("close")}
          onClick={find.close}
        >
          <X aria-hidden />
        </Button>
      </div>
      <fieldset className="flex flex-wrap items-center gap-1" aria-label={t("options")}>
        <label htmlFor={columnId} className="sr-only">
          {t("column")}
        </label>
        <select
          id={columnId}
          value={find.options.field}
          onChange={(event) => setOption({ field: event.target.value as FindOptions["field"] })}
          className="h-8 min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 dark:bg-input/20"
          title={t("column")}
        >
          {(["all", ...FIND_FIELDS] as const).map((field) => (
            <option key={field} value={field}>
              {t(`columns.${field}`)}
            </option>
          ))}
        </select>
        <div className="ml-auto flex items-center gap-1">
          <OptionToggle
            pressed={find.options.matchCase}
            label={t("matchCase")}
            onToggle={() => setOption({ matchCase: !find.options.matchCase })}
          >
            <CaseSensitive aria-hidden />
          </OptionToggle>
          <OptionToggle
            pressed={find.options.matchAccents}
            label={t("matchAccents")}
            onToggle={() => setOption({ matchAccents: !find.options.matchAccents })}
          >
            <span aria-hidden className="text-sm font-semibold">
              á
            </span>
          </OptionToggle>
          <OptionToggle
            pressed={find.options.wholeWord}
            label={t("wholeWord")}
            onToggle={() => setOption({ wholeWord: !find.options.wholeWord })}
          >
            <WholeWord aria-hidden />
          </OptionToggle>
        </div>
      </fieldset>
      {find.replaceOpen ? (
        <div className="flex flex-wrap items-center gap-1 sm:flex-nowrap">
          <Input
            ref={find.replaceRef}
            aria-label={t("replaceWith")}
            placeholder={t("replaceWith")}
            value={find.replacement}
            onChange={(event) => find.setReplacement(event.target.value)}
            onKeyDown={onReplaceKey}
            className="h-9 min-w-0 basis-full sm:basis-auto sm:flex-1"
          />
          <Button
            variant="outline"
            size="sm"
            className="h-9 flex-1 sm:flex-none"
            title={t("replaceTitle")}
            disabled={total === 0 || find.replacing}
            onClick={replaceOne}
          >
            {t("replace")}
          </Button>
          <Button
            size="sm"
            className="h-9 flex-1 sm:flex-none"
            title={t("replaceAllTitle")}
            disabled={total === 0 || find.replacing}
            onClick={() => void replaceAll()}
          >
            {t("replaceAll")}
          </Button>
        </div>
      ) : null}
    </search>
  );
}
