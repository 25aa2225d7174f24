/**
 * Interface language: i18next with a Brazilian Portuguese and an English catalog.
 *
 * Adding a string:
 * 1. Put it in the English file of its feature, src/web/i18n/locales/en/<feature>.ts (a new feature
 *    gets a new file, listed in other-pages.ts of locales/en and locales/pt, or in first-pages.ts
 *    when the shell or the dashboard use it; the sign-in screens' texts are auth.ts, a part alone).
 * 2. Put its translation under the same key in locales/pt/<feature>.ts. The Portuguese files are
 *    typed from the English ones, so a missing key fails `npm run typecheck`, and catalogs.test.ts
 *    fails on a missing key or a different {{placeholder}}.
 * 3. In a component: `const { t } = useTranslation("<feature>")` then `t("some.key")`; counts use
 *    `_one` / `_other` keys with `{ count }`. Outside React, `i18n.t("<feature>:some.key")`.
 * Product copy is written in one language's catalog; the other carries its translation.
 *
 * Only the active language is downloaded, in parts: the first pages' texts before anything
 * renders (main.tsx waits for `i18nReady`), the sign-in screens' with those screens
 * (`loadAuthTexts`), the others when the browser is idle or a screen needing them opens
 * (`loadOtherPagesTexts`). `setLanguage` fetches what is in use in the new language
 * before switching, so no raw key ever shows.
 */
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { isUiLanguage, UI_LOCALES, type UiLanguage, uiLanguageFromTags } from "@/shared/ui-languages";

export const defaultNS = "common";

type Part = "firstPages" | "authPages" | "otherPages";
type Texts = Record<string, object>;

/** Each part of each language is its own chunk, fetched the first time it is needed. */
const parts: Record<UiLanguage, Record<Part, () => Promise<Texts>>> = {
  en: {
    firstPages: async () => (await import("./locales/en/first-pages")).firstPages,
    // Only the sign-in, password and settings screens use these: the dashboard goes without.
    authPages: async () => ({ auth: (await import("./locales/en/auth")).auth }),
    otherPages: async () => (await import("./locales/en/other-pages")).otherPages,
  },
  pt: {
    firstPages: async () => (await import("./locales/pt/first-pages")).firstPages,
    authPages: async () => ({ auth: (await import("./locales/pt/auth")).auth }),
    otherPages: async () => (await import("./locales/pt/other-pages")).otherPages,
  },
};

/** The start of the console error for a key no catalog has. */
export const MISSING_TEXT = "Missing interface text:";

/** The user's own choice on this browser (the profile's choice wins once signed in). */
export const LANGUAGE_STORAGE_KEY = "copyblocks-language";

function storedLanguage(): UiLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isUiLanguage(value) ? value : null;
  } catch {
    return null; // storage can be disabled
  }
}

/** A saved choice first, then the browser's languages: pt* → Portuguese, anything else → English. */
export function detectLanguage(): UiLanguage {
  const nav = globalThis.navigator;
  return storedLanguage() ?? uiLanguageFromTags(nav ? (nav.languages ?? [nav.language]) : []);
}

export function currentLanguage(): UiLanguage {
  return isUiLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
}

/** The parts in use: a language switch loads these in the new language first. */
const partsInUse = new Set<Part>(["firstPages"]);
const added = new Map<string, Promise<void>>();

/** Adds one part of a language's texts to i18next, once. */
function addPart(language: UiLanguage, part: Part): Promise<void> {
  const key = `${language}:${part}`;
  let adding = added.get(key);
  if (!adding) {
    adding = parts[language][part]().then((texts) => {
      for (const [namespace, bundle] of Object.entries(texts))
        i18n.addResourceBundle(language, namespace, bundle);
    });
    added.set(key, adding);
  }
  return adding;
}

/** Adds a language's whole catalog to i18next (tests; the app loads only what is in use). */
export async function loadCatalog(language: UiLanguage): Promise<void> {
  await Promise.all([
    addPart(language, "firstPages"),
    addPart(language, "authPages"),
    addPart(language, "otherPages"),
  ]);
}

/** Texts of a part beyond the first pages', in the current language and any later one. */
async function loadPart(part: Part): Promise<void> {
  partsInUse.add(part);
  await i18nReady;
  await addPart(currentLanguage(), part);
}

/** The texts of the sign-in and password screens. */
export const loadAuthTexts = () => loadPart("authPages");

/** The texts of every screen beyond the first pages (the settings use the sign-in's too). */
export async function loadOtherPagesTexts(): Promise<void> {
  await Promise.all([loadPart("authPages"), loadPart("otherPages")]);
}

/** Starts fetching a language's texts early (e.g. where the language can be switched). */
export function preloadLanguage(language: UiLanguage): void {
  for (const part of partsInUse) void parts[language][part]();
}

/** The language asked for last: a slower catalog arriving later must not undo a newer choice. */
let latestChoice: UiLanguage | null = null;

/** Switches the interface and remembers the choice on this browser. */
export async function setLanguage(language: UiLanguage): Promise<void> {
  latestChoice = language;
  await i18nReady;
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage can be disabled; the switch still applies to this page
  }
  await Promise.all([...partsInUse].map((part) => addPart(language, part)));
  if (latestChoice !== language) return;
  if (currentLanguage() !== language) await i18n.changeLanguage(language);
}

function reflectOnDocument(language: string) {
  if (typeof document === "undefined" || !isUiLanguage(language)) return;
  document.documentElement.lang = UI_LOCALES[language];
}

i18n.on("languageChanged", reflectOnDocument);

/** Resolves once i18next holds the first pages' texts: render the app after it. */
export const i18nReady: Promise<void> = (async () => {
  const language = detectLanguage();
  const texts = await parts[language].firstPages();
  added.set(`${language}:firstPages`, Promise.resolve());
  await i18n.use(initReactI18next).init({
    resources: { [language]: texts },
    lng: language,
    fallbackLng: "en",
    supportedLngs: ["pt", "en"],
    defaultNS,
    ns: Object.keys(texts),
    // React escapes text already; the catalogs hold plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key missing from the catalogs would show as its path: say so in the console, where the
    // browser tests look for it (the type check and catalogs.test.ts catch most cases earlier).
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => console.error(`${MISSING_TEXT} ${namespace}:${key}`),
  });
  reflectOnDocument(i18n.language);
})();

export { i18n };
