import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { memo } from "react";
import { blockTypeLabel } from "@/shared/blocks";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { ConfidenceBadge } from "./ConfidenceBadge";
import type { EditorBlock } from "./model";
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
};

type Props = {
  block: EditorBlock;
  index: number;
  isLast: boolean;
  active: boolean;
  readOnly: boolean;
  actions: RowActions;
};

const cellLabel = "text-xs font-medium text-muted-foreground lg:sr-only";

export const BlockRow = memo(function BlockRow({ block, index, isLast, active, readOnly, actions }: Props) {
  const n = index + 1;
  const translationMarkers =
    block.translationFailed || block.translationSource === "dictionary" ? (
      <>
        {block.translationFailed ? <Badge variant="warning">Tradução indisponível</Badge> : null}
        {block.translationSource === "dictionary" ? (
          <Badge variant="outline" title="Rough translation by the built-in word list">
            dicionário
          </Badge>
        ) : null}
      </>
    ) : null;

  return (
    // Rows are grids (not table-row boxes) so content-visibility can skip off-screen ones.
    <tr
      data-block-id={block.id}
      data-active={active || undefined}
      onFocus={() => actions.activate(block.id)}
      className={cn(
        "grid grid-cols-1 gap-2 border-b px-3 py-3 [contain-intrinsic-size:auto_9rem] [content-visibility:auto] lg:grid-cols-[13rem_1fr_1fr_1fr_4.5rem] lg:gap-3 xl:grid-cols-[16.5rem_1fr_1fr_1fr_4.5rem]",
        active && "bg-accent/40 shadow-[inset_3px_0_0_var(--color-primary)]",
      )}
    >
      <td className="flex min-w-0 flex-col gap-1.5">
        <span className="text-xs text-muted-foreground tabular-nums">#{n}</span>
        {readOnly ? (
          <Badge variant="secondary" className="whitespace-normal">
            {blockTypeLabel(block.type)}
          </Badge>
        ) : (
          <TypeSelect
            blockId={block.id}
            value={block.type}
            label={`Block ${n} type`}
            onChange={actions.setType}
          />
        )}
        {block.confidence !== undefined ? (
          <ConfidenceBadge
            blockId={block.id}
            confidence={block.confidence}
            alternatives={block.alternativeTypes}
            readOnly={readOnly}
            onSwitch={actions.setType}
          />
        ) : null}
      </td>
      <td className="min-w-0">
        <span className={cellLabel}>Original Text</span>
        <TextCell
          blockId={block.id}
          field="originalText"
          value={block.originalText}
          label={`Block ${n} original text`}
          readOnly={readOnly}
          onChange={actions.setText}
        />
      </td>
      <td className="min-w-0">
        <span className={cellLabel}>Translation</span>
        <TextCell
          blockId={block.id}
          field="translation"
          value={block.translation ?? ""}
          label={`Block ${n} translation`}
          placeholder="Sem tradução"
          marker={translationMarkers}
          readOnly={readOnly}
          onChange={actions.setText}
        />
      </td>
      <td className="min-w-0">
        <span className={cellLabel}>Expansion/Creation</span>
        <TextCell
          blockId={block.id}
          field="expansion"
          value={block.expansion}
          label={`Block ${n} expansion`}
          placeholder={readOnly ? "" : "Write the expansion…"}
          readOnly={readOnly}
          onChange={actions.setText}
        />
      </td>
      {readOnly ? null : (
        <td className="flex items-start gap-0.5 lg:grid lg:grid-cols-2">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move block ${n} up`}
            title="Move up (Ctrl+↑)"
            disabled={index === 0}
            onClick={() => actions.move(block.id, -1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Move block ${n} down`}
            title="Move down (Ctrl+↓)"
            disabled={isLast}
            onClick={() => actions.move(block.id, 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Add block below block ${n}`}
            title="Add block below (Ctrl+Enter)"
            onClick={() => actions.add(block.id)}
          >
            <Plus aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Remove block ${n}`}
            title="Remove block (Ctrl+Backspace)"
            onClick={() => actions.remove(block.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </td>
      )}
    </tr>
  );
});
