import { ChevronDown } from "lucide-react";
import { memo, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { blockTypeLabelIn } from "@/shared/blocks/type-labels";
import { BLOCK_TYPES, isBlockType } from "@/shared/blocks/types";
import { isUiLanguage, type UiLanguage } from "@/shared/ui-languages";

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

/**
 * The block type with its label in the interface language (template types and 'text' too). The
 * native select is laid transparent over the label, which wraps where a select would cut
 * "Chamada Final para Ação" short.
 */
export const TypeSelect = memo(function TypeSelect({ blockId, value, label, onChange }: Props) {
  // Thirty-one options times a thousand rows is a lot of DOM: list them once the select is reached
  // (hover, pointer or keyboard focus all come before it can open).
  const [ready, setReady] = useState(false);
  const { i18n } = useTranslation();
  const language: UiLanguage = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const arm = ready ? undefined : () => setReady(true);
  return (
    <div className="relative flex min-h-9 w-full min-w-0 items-center rounded-md border border-input bg-background py-1.5 pr-7 pl-2 text-sm shadow-xs has-[select:focus-visible]:border-ring has-[select:focus-visible]:ring-[3px] has-[select:focus-visible]:ring-ring/40 dark:bg-input/20">
      <span aria-hidden className="min-w-0 leading-snug break-words" data-testid="type-label">
        {blockTypeLabelIn(value, language)}
      </span>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <select
        onFocus={arm}
        onPointerDown={arm}
        onMouseEnter={arm}
        aria-label={label}
        data-field="type"
        value={value}
        onChange={(event) => onChange(blockId, event.target.value)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {isBlockType(value) ? null : <option value={value}>{blockTypeLabelIn(value, language)}</option>}
        {ready ? (
          optionsFor(language)
        ) : isBlockType(value) ? (
          <option value={value}>{blockTypeLabelIn(value, language)}</option>
        ) : null}
      </select>
    </div>
  );
});
