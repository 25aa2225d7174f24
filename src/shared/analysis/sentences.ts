// Sentence splitting shared by the analysis engines. A sentence ends at '.', '!', '?' or an
// ellipsis followed by a space, and at every line break (headlines and bullets have no final
// punctuation). Not an end: titles before a name (Dr., Sra., Prof.), a numbered-list marker at the
// start of a line ("1. "), a dot inside a number or an address (1.000,00, site.com.br), and a dot
// or an ellipsis followed by a lowercase word ("etc. e mais", "e então... ele voltou").

/** One sentence, trimmed, with its place in the original text. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

const TERMINATOR = /[.!?…]/;
const CLOSER = /["'”’»)\]]/;
const SPACE = /\s/;
const LOWERCASE = /\p{Ll}/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const HAS_WORD = /[\p{L}\p{N}]/u;
const DIGITS = /^\p{N}{1,3}$/u;

// Folded, without the dot: titles and abbreviations that are followed by a capitalised word.
const TITLES = new Set(
  "dr dra drs dras sr sra srs sras srta prof profa profs exmo exma mr mrs ms st sto sta av nº pag pág cap vol fig tel vs".split(
    " ",
  ),
);

/** Splits `text` into sentences. Never throws; empty or blank text gives none. */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  if (typeof text !== "string" || text.length === 0) return out;
  const n = text.length;
  let start = 0;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (c === "\n" || c === "\r") {
      push(out, text, start, i);
      start = i + 1;
      i++;
      continue;
    }
    if (!TERMINATOR.test(c)) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && TERMINATOR.test(text[j])) j++;
    let k = j;
    while (k < n && CLOSER.test(text[k])) k++;
    if (isBoundary(text, i, j, k)) {
      push(out, text, start, k);
      start = k;
    }
    i = k;
  }
  push(out, text, start, n);
  return out;
}

/** Only the texts of the sentences. */
export function sentenceTexts(text: string): string[] {
  return splitSentences(text).map((s) => s.text);
}

// i..j is the run of terminators, j..k the closing quotes or brackets after it.
function isBoundary(text: string, i: number, j: number, k: number): boolean {
  if (k < text.length && !SPACE.test(text[k])) return false;
  const run = text.slice(i, j);
  if (run.includes("!") || run.includes("?")) return true;
  if (nextWordIsLowercase(text, k)) return false;
  if (run !== ".") return true;
  let w = i;
  while (w > 0 && WORD_CHAR.test(text[w - 1])) w--;
  const before = text.slice(w, i);
  if (TITLES.has(before.toLowerCase())) return false;
  if (DIGITS.test(before) && lineStartsAt(text, w)) return false;
  return true;
}

function nextWordIsLowercase(text: string, from: number): boolean {
  let p = from;
  while (p < text.length && text[p] !== "\n" && SPACE.test(text[p])) p++;
  return p < text.length && LOWERCASE.test(text[p]);
}

function lineStartsAt(text: string, pos: number): boolean {
  for (let p = pos - 1; p >= 0; p--) {
    const c = text[p];
    if (c === "\n" || c === "\r") return true;
    if (!SPACE.test(c)) return false;
  }
  return true;
}

function push(out: Sentence[], text: string, from: number, to: number): void {
  let a = from;
  let b = to;
  while (a < b && SPACE.test(text[a])) a++;
  while (b > a && SPACE.test(text[b - 1])) b--;
  if (a >= b) return;
  const slice = text.slice(a, b);
  if (!HAS_WORD.test(slice)) return;
  out.push({ text: slice, start: a, end: b });
}
