import { ArrowDown, ArrowUp, EllipsisVertical, Plus, Trash2 } from "lucide-react";
import { memo, useCallback, useMemo, useRef, useState } from "react";
import { countWords, formatDuration, spokenSeconds, spokenText } from "@/shared/blocks/text-stats";
import { textDirection } from "@/shared/languages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { RoleCell, RoleRow } from "@/web/components/ui/role-table";
import { cn } from "@/web/lib/utils";
import { ConfidenceBadge } from "./ConfidenceBadge";
import { useEditorSlots } from "./editor-context";
import { type BlockPatch, type EditorBlock, translationEdit } from "./model";
import { DragHandle, SelectBox } from "./RowGrips";
import type { RowLabels } from "./row-labels";
import { TextCell, type TextField } from "./TextCell";
import { TranslationStateMarker } from "./TranslationStateMarker";
import { TypeSelect } from "./TypeSelect";

/** Stable callbacks shared by every row (so a keystroke re-renders one row only). */
export type RowActions = {
  setText: (id: string, field: TextField, value: string) => void;
  setType: (id: string, type: string) => void;
  activate: (id: string) => void;
  add: (afterId: string) => void;
  remove: (id: string) => void;
  move: (id: string, delta: -1 | 1) => void;
  /** Any change to one block (the translation column edits several fields at once). */
  patch: (id: string, patch: BlockPatch) => void;
  /** Marks a block's translation into `language` reviewed, or back to draft (one undo step). */
  setTranslationState?: (id: string, language: string, state: "reviewed" | "draft") => void;
  /** The block in or out of the selection; `range` (shift) reaches from the last one picked. */
  select?: (id: string, range: boolean) => void;
  /** Shift+arrow on a row's check box: the next row shown joins the selection and gets the focus. */
  selectStep?: (id: string, delta: -1 | 1) => void;
  /** A drop: the block (with the selection, when it is in it) goes before or after block `target`. */
  moveTo?: (id: string, target: string, after: boolean) => void;
};

type Props = {
  block: EditorBlock;
  /** The row's place among the rows shown (a filter may hide some). */
  index: number;
  /** The block's place in the whole list (its number is position + 1). */
  position: number;
  /** Measures the row's height (it grows with its text). */
  measureRef: (element: HTMLElement | null) => void;
  /** The last of the rows shown: it cannot move down (a move passes the blocks a filter hides). */
  isLast: boolean;
  active: boolean;
  readOnly: boolean;
  actions: RowActions;
  /** Narration pace for the block's spoken duration. */
  wpm: number;
  /** The language the translation column shows (null: the project's current one). */
  shownLanguage: string | null;
  projectLanguage: string | null;
  labels: RowLabels;
  /** True on wide screens (a table row), false on narrow ones (a card), null when unknown (both). */
  wide: boolean | null;
  /** The text columns shown, in order (the writer may hide some). */
  columns: readonly TextField[];
  /** In the selection a bulk action works on. */
  selected: boolean;
};

/** The columns of the header and of every row on wide screens: the table sets the template. */
export const TABLE_COLUMNS = "lg:grid-cols-(--block-columns)";

const cellLabel = "text-xs font-medium text-muted-foreground lg:sr-only";

export const BlockRow = memo(function BlockRow({
  block,
  index,
  position,
  measureRef,
  isLast,
  active,
  readOnly,
  actions,
  wpm,
  shownLanguage,
  projectLanguage,
  labels,
  wide,
  columns,
  selected,
}: Props) {
  const n = position + 1;
  const other = shownLanguage !== null && shownLanguage !== projectLanguage;
  const shown = shownLanguage ?? projectLanguage;
  const translationText = other ? (block.translations?.[shownLanguage] ?? "") : (block.translation ?? "");
  // The block through a ref: a callback (and so the translation cell) that stays the same while
  // the writer types in the other columns.
  const blockRef = useRef(block);
  blockRef.current = block;
  const setTranslation = useCallback(
    (id: string, _field: TextField, value: string) =>
      shown
        ? actions.patch(id, translationEdit(blockRef.current, shown, projectLanguage, value))
        : actions.setText(id, "translation", value),
    [actions, shown, projectLanguage],
  );
  const insertTranslation = useCallback(
    (value: string) => setTranslation(blockRef.current.id, "translation", value),
    [setTranslation],
  );
  const words = countWords(spokenText(block));
  const typeLabel = labels.typeName(block.type);
  // A check plugged in by another feature (the glossary's) marks what the translation lost.
  const { translationCheck: TranslationCheck, translationSuggestions: Suggestions } = useEditorSlots();
  const { translationFailed, translationSource, originalText } = block;
  const state = shown && translationText ? (block.translationStatus?.[shown] ?? "draft") : null;
  const marker = useMemo(() => {
    const failed = !other && translationFailed;
    const rough = !other && translationSource === "dictionary";
    const check = TranslationCheck && shown && translationText.trim();
    if (!failed && !rough && !check && !state) return null;
    return (
      <>
        {state && shown ? (
          <TranslationStateMarker
            blockId={block.id}
            n={n}
            language={shown}
            state={state}
            labels={labels}
            onChange={readOnly ? undefined : actions.setTranslationState}
          />
        ) : null}
        {failed ? <Badge variant="warning">{labels.unavailableBadge}</Badge> : null}
        {rough ? (
          <Badge variant="outline" title={labels.roughTitle}>
            {labels.roughBadge}
          </Badge>
        ) : null}
        {check ? (
          <TranslationCheck original={originalText} translation={translationText} language={shown} />
        ) : null}
      </>
    );
  }, [
    block.id,
    n,
    state,
    readOnly,
    actions.setTranslationState,
    other,
    translationFailed,
    translationSource,
    TranslationCheck,
    shown,
    originalText,
    translationText,
    labels,
  ]);

  return (
    <RoleRow
      ref={measureRef}
      aria-rowindex={index + 2}
      data-index={index}
      data-block-id={block.id}
      data-active={active || undefined}
      data-selected={selected || undefined}
      onFocus={() => actions.activate(block.id)}
      className={cn(
        // scroll-mt: a row scrolled into view stops below the app's sticky header.
        "absolute inset-x-0 top-0 grid scroll-mt-20 scroll-mb-2 grid-cols-1 gap-2 border-b px-3 py-3 lg:gap-3",
        TABLE_COLUMNS,
        "data-[dragging]:opacity-50 data-[drop=after]:shadow-[inset_0_-3px_0_var(--color-primary)] data-[drop=before]:shadow-[inset_0_3px_0_var(--color-primary)]",
        selected && "bg-primary/8 dark:bg-primary/15",
        active && "bg-accent/40 shadow-[inset_3px_0_0_var(--color-primary)]",
        active && selected && "bg-primary/15 dark:bg-primary/25",
      )}
    >
      <RoleCell className="flex min-w-0 flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground tabular-nums">
            {readOnly ? null : (
              <>
                <SelectBox
                  blockId={block.id}
                  selected={selected}
                  label={labels.select(n)}
                  actions={actions}
                />
                <DragHandle blockId={block.id} label={labels.dragHandle(n)} actions={actions} />
              </>
            )}
            #{n}{" "}
            <span data-testid="block-stats">
              · {labels.blockStats(words, formatDuration(spokenSeconds(words, wpm)))}
            </span>
          </span>
          {readOnly || wide === true ? null : (
            <RowMenu
              n={n}
              blockId={block.id}
              isFirst={index === 0}
              isLast={isLast}
              actions={actions}
              labels={labels}
            />
          )}
        </div>
        {readOnly ? (
          <Badge variant="secondary" className="whitespace-normal">
            {typeLabel}
          </Badge>
        ) : (
          <TypeSelect
            blockId={block.id}
            value={block.type}
            label={labels.typeLabel(n)}
            onChange={actions.setType}
          />
        )}
        {block.confidence !== undefined ? (
          <ConfidenceBadge
            blockId={block.id}
            type={block.type}
            text={block.originalText}
            confidence={block.confidence}
            alternatives={block.alternativeTypes}
            readOnly={readOnly}
            onSwitch={actions.setType}
            label={labels.confidence}
            altWord={labels.confidenceAlt}
          />
        ) : null}
      </RoleCell>
      {columns.map((column) =>
        column === "originalText" ? (
          <RoleCell key={column} className="min-w-0">
            <span className={cellLabel}>{labels.original}</span>
            <TextCell
              blockId={block.id}
              field="originalText"
              value={block.originalText}
              label={labels.originalLabel(n)}
              readOnly={readOnly}
              onChange={actions.setText}
              labels={labels}
            />
          </RoleCell>
        ) : column === "translation" ? (
          <RoleCell key={column} className="min-w-0">
            <span className={cellLabel}>{labels.translation}</span>
            <TextCell
              blockId={block.id}
              field="translation"
              value={translationText}
              label={labels.translationLabel(n)}
              placeholder={labels.noTranslation}
              dir={textDirection(shown)}
              marker={marker}
              readOnly={readOnly}
              onChange={setTranslation}
              labels={labels}
            />
            {/* Earlier translations, offered on the block being worked on while its translation is
                empty or out of date (only there: every row asking would cost a lookup each). */}
            {Suggestions &&
            active &&
            !readOnly &&
            shown &&
            originalText.trim() &&
            (!translationText || state === "stale") ? (
              <Suggestions
                blockId={block.id}
                n={n}
                original={originalText}
                language={shown}
                onInsert={insertTranslation}
              />
            ) : null}
          </RoleCell>
        ) : (
          <RoleCell key={column} className="min-w-0">
            <span className={cellLabel}>{labels.expansion}</span>
            <TextCell
              blockId={block.id}
              field="expansion"
              value={block.expansion}
              label={labels.expansionLabel(n)}
              placeholder={readOnly ? "" : labels.writeExpansion}
              readOnly={readOnly}
              onChange={actions.setText}
              labels={labels}
            />
          </RoleCell>
        ),
      )}
      {readOnly || wide === false ? null : (
        <RowButtons
          n={n}
          blockId={block.id}
          isFirst={index === 0}
          isLast={isLast}
          actions={actions}
          labels={labels}
        />
      )}
    </RoleRow>
  );
});

type RowActionProps = {
  n: number;
  blockId: string;
  isFirst: boolean;
  isLast: boolean;
  actions: RowActions;
  labels: RowLabels;
};

/**
 * Phones: the row is a card and its actions sit in a menu at its top right (hidden on wide
 * screens, where the row has its own buttons). The items are built only while the menu is open.
 */
const RowMenu = memo(function RowMenu({ n, blockId, isFirst, isLast, actions, labels }: RowActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 lg:hidden" aria-label={labels.blockActions(n)}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      {open ? (
        <DropdownMenuContent align="end">
          <DropdownMenuItem disabled={isFirst} onSelect={() => actions.move(blockId, -1)}>
            <ArrowUp aria-hidden /> {labels.moveUp(n)}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={isLast} onSelect={() => actions.move(blockId, 1)}>
            <ArrowDown aria-hidden /> {labels.moveDown(n)}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => actions.add(blockId)}>
            <Plus aria-hidden /> {labels.addBelow(n)}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => actions.remove(blockId)}>
            <Trash2 aria-hidden /> {labels.remove(n)}
          </DropdownMenuItem>
        </DropdownMenuContent>
      ) : null}
    </DropdownMenu>
  );
});

/** Wide screens: the row's own buttons (a component of its own, so typing does not render them). */
const RowButtons = memo(function RowButtons({
  n,
  blockId,
  isFirst,
  isLast,
  actions,
  labels,
}: RowActionProps) {
  const buttons = [
    {
      Icon: ArrowUp,
      label: labels.moveUp(n),
      title: labels.moveUpTitle,
      disabled: isFirst,
      run: () => actions.move(blockId, -1),
    },
    {
      Icon: ArrowDown,
      label: labels.moveDown(n),
      title: labels.moveDownTitle,
      disabled: isLast,
      run: () => actions.move(blockId, 1),
    },
    {
      Icon: Plus,
      label: labels.addBelow(n),
      title: labels.addBelowTitle,
      disabled: false,
      run: () => actions.add(blockId),
    },
    {
      Icon: Trash2,
      label: labels.remove(n),
      title: labels.removeTitle,
      disabled: false,
      run: () => actions.remove(blockId),
      danger: true,
    },
  ];
  return (
    <RoleCell className="hidden items-start gap-0.5 lg:grid lg:grid-cols-2">
      {buttons.map(({ Icon, label, title, disabled, run, danger }) => (
        <Button
          key={title}
          variant="ghost"
          size="icon"
          className={cn("size-8", danger && "text-muted-foreground hover:text-destructive")}
          aria-label={label}
          title={title}
          disabled={disabled}
          onClick={run}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </RoleCell>
  );
});
