// Text normalisation shared by the segmenter, the profile compiler and the classifier, so that
// paragraph text and profile data are folded the same way (lowercase, no diacritics).

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** Removes diacritics (ã -> a, ç -> c) without touching anything else. */
export function stripDiacritics(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "");
}

/** Lowercase and diacritic-free: the form every match runs against. */
export function foldText(text: string): string {
  return stripDiacritics(text.toLowerCase());
}

/** Words of a folded text; apostrophe contractions (don't, it's) stay one token. */
export function tokenize(folded: string): string[] {
  return folded.match(WORD) ?? [];
}
