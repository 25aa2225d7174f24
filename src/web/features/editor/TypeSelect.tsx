import { memo, useState } from "react";
import { BLOCK_TYPE_LABELS, BLOCK_TYPES, isBlockType } from "@/shared/blocks";
import { cn } from "@/web/lib/utils";

type Props = {
  blockId: string;
  value: string;
  label: string;
  onChange: (id: string, type: string) => void;
};

// A native select: a thousand of them render instantly, and phones show their own picker.
const OPTIONS = BLOCK_TYPES.map((type) => (
  <option key={type} value={type}>
    {BLOCK_TYPE_LABELS[type]}
  </option>
));

/** The block type with its Portuguese label; 'text' and template types are listed as they are. */
export const TypeSelect = memo(function TypeSelect({ blockId, value, label, onChange }: Props) {
  // Thirty-one options times a thousand rows is a lot of DOM: list them once the select is reached
  // (hover, pointer or keyboard focus all come before it can open).
  const [ready, setReady] = useState(false);
  const arm = ready ? undefined : () => setReady(true);
  return (
    <select
      onFocus={arm}
      onPointerDown={arm}
      onMouseEnter={arm}
      aria-label={label}
      data-field="type"
      value={value}
      onChange={(event) => onChange(blockId, event.target.value)}
      className={cn(
        "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 dark:bg-input/20",
      )}
    >
      {isBlockType(value) ? null : <option value={value}>{value}</option>}
      {ready ? (
        OPTIONS
      ) : isBlockType(value) ? (
        <option value={value}>{BLOCK_TYPE_LABELS[value]}</option>
      ) : null}
    </select>
  );
});
