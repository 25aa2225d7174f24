import { useTranslation } from "react-i18next";
import { isUiLanguage, UI_LOCALES, type UiLanguage } from "@/shared/ui-languages";

type DateInput = string | number | Date;

/** Dates, times and numbers in the interface language's conventions (pt-BR or en-US). */
export function formattersFor(language: UiLanguage) {
  const locale = UI_LOCALES[language];
  const date = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric" });
  const dateTime = new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
  const number = new Intl.NumberFormat(locale);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const languages = new Intl.DisplayNames(locale, { type: "language" });
  return {
    locale,
    date: (value: DateInput) => date.format(new Date(value)),
    dateTime: (value: DateInput) => dateTime.format(new Date(value)),
    time: (value: DateInput) => time.format(new Date(value)),
    number: (value: number) => number.format(value),
    /** At most `digits` decimals: 1.5 → "1,5" in Portuguese, "1.5" in English. */
    decimal: (value: number, digits = 1) => value.toLocaleString(locale, { maximumFractionDigits: digits }),
    /** A language code in the interface language: "es" → "Spanish" / "espanhol". */
    language: (code: string) => {
      const name = languages.of(code) ?? code;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    },
    /** "5 minutes ago" / "há 5 minutos", picking the largest unit that fits. */
    relative: (value: DateInput, now: number = Date.now()) => {
      const seconds = Math.round((new Date(value).getTime() - now) / 1000);
      const units: [Intl.RelativeTimeFormatUnit, number][] = [
        ["year", 31_536_000],
        ["month", 2_592_000],
        ["week", 604_800],
        ["day", 86_400],
        ["hour", 3_600],
        ["minute", 60],
      ];
      for (const [unit, size] of units) {
        if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
      }
      return relative.format(seconds, "second");
    },
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

const cache = new Map<UiLanguage, Formatters>();

function cachedFormatters(language: UiLanguage): Formatters {
  let found = cache.get(language);
  if (!found) {
    found = formattersFor(language);
    cache.set(language, found);
  }
  return found;
}

/** The formatters of the current interface language; re-renders when the language changes. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  return cachedFormatters(language);
}
