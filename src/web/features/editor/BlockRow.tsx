import { ArrowDown, ArrowUp, EllipsisVertical, Plus, Trash2 } from "lucide-react";
import { memo, useCallback } from "react";
import { useTranslation } from "react-i18next";
import { countWords, formatDuration, spokenSeconds, spokenText } from "@/shared/blocks/text-stats";
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
import { TextCell, type TextField } from "./TextCell";
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
};

type Props = {
  block: EditorBlock;
  index: number;
  /** Where the row sits in the list, in px from its top (rows are placed, not flowed). */
  top: number;
  /** Measures the row's height (it grows with its text). */
  measureRef: (element: HTMLElement | null) => void;
  isLast: boolean;
  active: boolean;
  readOnly: boolean;
  actions: RowActions;
  /** Narration pace for the block's spoken duration. */
  wpm: number;
  /** The language the translation column shows (null: the project's current one). */
  shownLanguage: string | null;
  projectLanguage: string | null;
};

/** The columns of the header and of every row on wide screens. */
export const TABLE_COLUMNS =
  "lg:grid-cols-[13rem_1fr_1fr_1fr_4.5rem] xl:grid-cols-[16.5rem_1fr_1fr_1fr_4.5rem]";

const cellLabel = "text-xs font-medium text-muted-foreground lg:sr-only";

export const BlockRow = memo(function BlockRow({
  block,
  index,
  top,
  measureRef,
  isLast,
  active,
  readOnly,
  actions,
  wpm,
  shownLanguage,
  projectLanguage,
}: Props) {
  const n = index + 1;
  const other = shownLanguage !== null && shownLanguage !== projectLanguage;
  const shown = shownLanguage ?? projectLanguage;
  const translationText = other ? (block.translations?.[shownLanguage] ?? "") : (block.translation ?? "");
  const setTranslation = useCallback(
    (id: string, _field: TextField, value: string) =>
      shown
        ? actions.patch(id, translationEdit(block, shown, projectLanguage, value))
        : actions.setText(id, "translation", value),
    [actions, block, shown, projectLanguage],
  );
  const { t } = useTranslation(["editor", "ai", "blocks"]);
  const words = countWords(spokenText(block));
  const typeLabel = t(`blocks:types.${block.type}` as "blocks:types.HOOK", block.type);
  const translationMarkers =
    block.translationFailed || block.translationSource === "dictionary" ? (
      <>
        {block.translationFailed ? (
          <Badge variant="warning">{t("ai:translate.unavailableBadge")}</Badge>
        ) : null}
        {block.translationSource === "dictionary" ? (
          <Badge variant="outline" title={t("ai:translate.roughTitle")}>
            {t("ai:translate.roughBadge")}
          </Badge>
        ) : null}
      </>
    ) : null;
  // A check plugged in by another feature (the glossary's) marks what the translation lost.
  const { translationCheck: TranslationCheck } = useEditorSlots();
  const check =
    TranslationCheck && shown && translationText.trim() ? (
      <TranslationCheck original={block.originalText} translation={translationText} language={shown} />
    ) : null;

  return (
    <RoleRow
      ref={measureRef}
      aria-rowindex={index + 2}
      data-index={index}
      data-block-id={block.id}
      data-active={active || undefined}
      onFocus={() => actions.activate(block.id)}
      style={{ transform: `translateY(${top}px)` }}
      className={cn(
        // scroll-mt: a row scrolled into view stops below the app's sticky header.
        "absolute inset-x-0 top-0 grid scroll-mt-20 scroll-mb-2 grid-cols-1 gap-2 border-b px-3 py-3 lg:gap-3",
        TABLE_COLUMNS,
        active && "bg-accent/40 shadow-[inset_3px_0_0_var(--color-primary)]",
      )}
    >
      <RoleCell className="flex min-w-0 flex-col gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground tabular-nums">
            #{n}{" "}
            <span data-testid="block-stats">
              ·{" "}
              {t("stats.blockStats", {
                words: t("stats.words", { count: words }),
                duration: formatDuration(spokenSeconds(words, wpm)),
              })}
            </span>
          </span>
          {readOnly ? null : (
            // Phones: the row is a card and its actions sit in a menu at its top right.
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 lg:hidden"
                  aria-label={t("table.blockActions", { n })}
                >
                  <EllipsisVertical aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem disabled={index === 0} onSelect={() => actions.move(block.id, -1)}>
                  <ArrowUp aria-hidden /> {t("table.moveUp", { n })}
                </DropdownMenuItem>
                <DropdownMenuItem disabled={isLast} onSelect={() => actions.move(block.id, 1)}>
                  <ArrowDown aria-hidden /> {t("table.moveDown", { n })}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => actions.add(block.id)}>
                  <Plus aria-hidden /> {t("table.addBelow", { n })}
                </DropdownMenuItem>
                <DropdownMenuItem variant="destructive" onSelect={() => actions.remove(block.id)}>
                  <Trash2 aria-hidden /> {t("table.remove", { n })}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
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
            label={t("table.typeLabel", { n })}
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
          />
        ) : null}
      </RoleCell>
      <RoleCell className="min-w-0">
        <span className={cellLabel}>{t("table.original")}</span>
        <TextCell
          blockId={block.id}
          field="originalText"
          value={block.originalText}
          label={t("table.originalLabel", { n })}
          readOnly={readOnly}
          onChange={actions.setText}
        />
      </RoleCell>
      <RoleCell className="min-w-0">
        <span className={cellLabel}>{t("table.translation")}</span>
        <TextCell
          blockId={block.id}
          field="translation"
          value={translationText}
          label={t("table.translationLabel", { n })}
          placeholder={t("table.noTranslation")}
          marker={
            <>
              {other ? null : translationMarkers}
              {check}
            </>
          }
          readOnly={readOnly}
          onChange={setTranslation}
        />
      </RoleCell>
      <RoleCell className="min-w-0">
        <span className={cellLabel}>{t("table.expansion")}</span>
        <TextCell
          blockId={block.id}
          field="expansion"
          value={block.expansion}
          label={t("table.expansionLabel", { n })}
          placeholder={readOnly ? "" : t("table.writeExpansion")}
          readOnly={readOnly}
          onChange={actions.setText}
        />
      </RoleCell>
      {readOnly ? null : (
        <RoleCell className="hidden items-start gap-0.5 lg:grid lg:grid-cols-2">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t("table.moveUp", { n })}
            title={t("table.moveUpTitle")}
            disabled={index === 0}
            onClick={() => actions.move(block.id, -1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t("table.moveDown", { n })}
            title={t("table.moveDownTitle")}
            disabled={isLast}
            onClick={() => actions.move(block.id, 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t("table.addBelow", { n })}
            title={t("table.addBelowTitle")}
            onClick={() => actions.add(block.id)}
          >
            <Plus aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={t("table.remove", { n })}
            title={t("table.removeTitle")}
            onClick={() => actions.remove(block.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </RoleCell>
      )}
    </RoleRow>
  );
});
