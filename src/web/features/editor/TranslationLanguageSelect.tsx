import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "@/web/i18n/format";

type Props = {
  languages: readonly string[];
  value: string;
  onChange: (language: string) => void;
};

/**
 * Which language the translation column shows, when the blocks hold more than one. Switching only
 * changes the view: every language keeps its own text, and edits go to the one shown.
 */
export function TranslationLanguageSelect({ languages, value, onChange }: Props) {
  const { t } = useTranslation("editor");
  const format = useFormatters();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className="flex items-center justify-end gap-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        {t("table.showTranslation")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 dark:bg-input/20"
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {format.language(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
