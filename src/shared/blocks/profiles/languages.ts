// The languages the copy engine knows, in order of preference: when the language guess is a tie
// (no function word at all), the first one wins. Adding a language = a folder of profiles like
// pt/, one entry here and its code in the Language union; the compiler, segmenter, classifier
// and model read this list only.
import type { Language } from "../types";
import { ENGLISH } from "./en";
import { PORTUGUESE } from "./pt";

export const LANGUAGE_PROFILES = [PORTUGUESE, ENGLISH] as const;

// Compile-time check that the list and the Language union name the same codes.
type Listed = (typeof LANGUAGE_PROFILES)[number]["code"];
const _everyListedIsALanguage: readonly Language[] = LANGUAGE_PROFILES.map((l) => l.code);
const _everyLanguageIsListed: Record<Exclude<Language, Listed>, never> = {};
void _everyListedIsALanguage;
void _everyLanguageIsListed;

export const LANGUAGE_CODES: readonly string[] = LANGUAGE_PROFILES.map((l) => l.code);
