// Text normalisation shared by the segmenter, the profile compiler and the classifier, so that
// paragraph text and profile data are folded the same way (lowercase, no diacritics).

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** Removes diacritics (ã -> a, ç -> c) without touching anything else. */
export function stripDiacritics(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "");
}

const NON_ASCII = /[\u0080-\uffff]/;

/** Lowercase and diacritic-free: the form every match runs against. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? stripDiacritics(lower) : lower;
}

const isAsciiWordChar = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/** Words of a folded text; apostrophe contractions (don't, it's) stay one token. */
export function tokenize(folded: string): string[] {
  if (NON_ASCII.test(folded)) return folded.match(WORD) ?? [];
  // The same words as WORD, scanned by hand: most folded text is ASCII, and this is the hot path.
  const out: string[] = [];
  const n = folded.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiWordChar(folded.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    for (;;) {
      while (i < n && isAsciiWordChar(folded.charCodeAt(i))) i++;
      if (i + 1 < n && folded.charCodeAt(i) === 39 && isAsciiWordChar(folded.charCodeAt(i + 1))) {
        i += 2;
        continue;
      }
      break;
    }
    out.push(folded.slice(start, i));
  }
  return out;
}
