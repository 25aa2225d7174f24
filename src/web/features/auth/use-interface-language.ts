import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from "@/shared/ui-languages";
import { i18n, preloadLanguage, setLanguage } from "@/web/i18n";
import { toast } from "@/web/lib/toast";
import { useMe, useUpdateMe } from "./api";

/** Applies the language kept in the signed-in user's profile (it wins over the browser's). */
export function useProfileLanguage() {
  const me = useMe();
  const saved = me.data?.language ?? null;
  useEffect(() => {
    if (saved) void setLanguage(saved);
  }, [saved]);
}

/** The current interface language and a switch that also keeps the choice in the profile. */
export function useInterfaceLanguage() {
  const { i18n: instance } = useTranslation();
  const me = useMe();
  const update = useUpdateMe();
  const language: UiLanguage = isUiLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : "en";
  // Where the language can be switched, the other catalog loads at once, so the switch is immediate.
  useEffect(() => UI_LANGUAGES.forEach(preloadLanguage), []);

  async function change(next: UiLanguage) {
    await setLanguage(next);
    if (!me.data || me.data.language === next) return;
    update.mutate(
      { language: next },
      { onError: () => toast.error(i18n.t("shell:userMenu.languageSaveFailed")) },
    );
  }

  return { language, change };
}
