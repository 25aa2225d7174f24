import { UI_LOCALES, type UiLanguage } from "../ui-languages";
import { type SharedMessages, sharedEn } from "./en";
import { sharedPt } from "./pt";

export type { SharedMessages } from "./en";

export const SHARED_MESSAGES: Readonly<Record<UiLanguage, SharedMessages>> = { en: sharedEn, pt: sharedPt };

export type Params = Readonly<Record<string, string | number | undefined>>;

/** A message looked up by its dotted key, as i18next would render it (see en.ts). */
export type Translate = (key: string, params?: Params) => string;

/**
 * The shared catalog of one language as a function, for code outside React (the export renderers,
 * the server). A key with `count` takes its plural form; an unknown key throws, since the catalogs
 * are typed and a wrong key is a bug.
 */
export function translator(language: UiLanguage): Translate {
  const messages = SHARED_MESSAGES[language];
  const plurals = new Intl.PluralRules(UI_LOCALES[language]);
  return (key, params = {}) => {
    const count = params.count;
    const text =
      (typeof count === "number" ? lookup(messages, `${key}_${plurals.select(count)}`) : undefined) ??
      lookup(messages, `${key}_other`) ??
      lookup(messages, key);
    if (text === undefined) throw new Error(`No shared message "${key}"`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""));
  };
}

function lookup(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
