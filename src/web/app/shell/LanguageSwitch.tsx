import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { UI_LANGUAGES, type UiLanguage } from "@/shared/ui-languages";
// The hook's own file: the feature's index would bring its form rules (zod) into the first load.
import { useInterfaceLanguage } from "@/web/features/auth/use-interface-language";

/**
 * The interface language for a visitor who is not signed in (the signed-in choose it in the user
 * menu): a native select, so phones show their own picker.
 */
export function LanguageSwitch() {
  const { t } = useTranslation("shell");
  const { language, change } = useInterfaceLanguage();
  return (
    <label className="relative flex h-8 items-center gap-1 rounded-md px-2 text-sm text-muted-foreground hover:bg-accent has-[select:focus-visible]:ring-[3px] has-[select:focus-visible]:ring-ring/60">
      <Languages className="size-4" aria-hidden />
      {/* The language's code, shown in capitals: the same in every language, so not a message. */}
      <span aria-hidden className="uppercase">
        {language}
      </span>
      <select
        aria-label={t("userMenu.language")}
        data-testid="language-switch"
        value={language}
        onChange={(event) => void change(event.target.value as UiLanguage)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
