import { memo, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { BLOCK_TYPES, isBlockType } from "@/shared/blocks/types";
import { isUiLanguage, type UiLanguage } from "@/shared/ui-languages";
import { cn } from "@/web/lib/utils";

type Props = {
  blockId: string;
  value: string;
  label: string;
  onChange: (id: string, type: string) => void;
};

// A native select: a thousand of them render instantly, and phones show their own picker. The
// option list is built once per interface language and shared by every row.
const optionsByLanguage = new Map<UiLanguage, ReactNode>();
function optionsFor(language: UiLanguage): ReactNode {
  let options = optionsByLanguage.get(language);
  if (!options) {
    options = BLOCK_TYPES.map((type) => (
      <option key={type} value={type}>
        {blockTypeLabelIn(type, language)}
      </option>
    ));
    optionsByLanguage.set(language, options);
  }
  return options;
}

/** The block type with its label in the interface language (template types and 'text' too). */
export const TypeSelect = memo(function TypeSelect({ blockId, value, label, onChange }: Props) {
  // Thirty-one options times a thousand rows is a lot of DOM: list them once the select is reached
  // (hover, pointer or keyboard focus all come before it can open).
  const [ready, setReady] = useState(false);
  const { i18n } = useTranslation();
  const language: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
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
      {isBlockType(value) ? null : <option value={value}>{blockTypeLabelIn(value, language)}</option>}
      {ready ? (
        optionsFor(language)
      ) : isBlockType(value) ? (
        <option value={value}>{blockTypeLabelIn(value, language)}</option>
      ) : null}
    </select>
  );
});
