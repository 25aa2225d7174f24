// Syllable counters for the Flesch readability formulas.
//
// Portuguese: vowel groups, read on the accented word (accents decide hiatus: "saúde" is
// sa-ú-de, "saude" would be one diphthong). Within a run of vowels a new syllable starts unless
// the pair is a diphthong:
//   - u after q or g before a vowel is not a vowel (que-ro, guer-ra, quan-do, á-gua);
//   - ão, ãe, õe are one nasal diphthong (co-ra-ção, mãe, põe);
//   - an accented vowel after another vowel is a hiatus (sa-ú-de, pa-ís, ba-ú);
//   - a vowel followed by unaccented i or u is a falling diphthong (pai, di-nhei-ro, mui-to,
//     ou-ro), except before nh, or before r, l, z, m or n that close the syllable (ra-i-nha,
//     ca-ir, a-in-da, ru-im, ju-iz);
//   - i or u followed by a, e or o is a hiatus (ga-ran-ti-a, his-tó-ri-a, sé-ri-e);
//   - two of a, e, o are a hiatus (po-e-ta, le-ão, vo-o).
// English: the usual vowel-group heuristic with a silent final e.

const PT_VOWELS = "aeiouáàâãéêíóôõúüy";
const ACCENTED = "áàâéêíóôú";
const WEAK = "iuy";
const CODA = "rlzmn";
const LETTERS = /[^\p{L}]/gu;

function isVowel(c: string | undefined): boolean {
  return c !== undefined && PT_VOWELS.includes(c);
}

/** Syllables of one Portuguese word (at least 1 for any word with letters). */
export function countSyllablesPt(word: string): number {
  const w = word.toLowerCase().replace(LETTERS, "");
  if (w.length === 0) return 0;
  let count = 0;
  let prev = ""; // previous vowel of the current run, "" outside a run
  let inSyllable = 0; // vowels in the current syllable: at most two (a vowel and a glide)
  for (let i = 0; i < w.length; i++) {
    const c = w[i];
    const glide = (c === "u" || c === "ü") && (w[i - 1] === "q" || w[i - 1] === "g") && isVowel(w[i + 1]);
    if (!isVowel(c) || glide) {
      prev = "";
      continue;
    }
    if (prev !== "" && inSyllable < 2 && joins(prev, c, w, i)) {
      inSyllable++;
    } else {
      count++;
      inSyllable = 1;
    }
    prev = c;
  }
  return Math.max(1, count);
}

// Whether vowel `c` at position i joins the previous vowel `prev` in one syllable.
function joins(prev: string, c: string, w: string, i: number): boolean {
  if ((prev === "ã" && (c === "o" || c === "e")) || (prev === "õ" && c === "e")) return true;
  if (ACCENTED.includes(c) || c === "ã" || c === "õ") return false;
  if (!WEAK.includes(c)) return false; // i/u + a/e/o, or a/e/o + a/e/o: hiatus
  const next = w[i + 1];
  const after = w[i + 2];
  if (next === "n" && after === "h") return false; // ra-i-nha
  // A closing consonant after the weak vowel gives it a syllable of its own (ca-ir, a-in-da,
  // ru-im); a final s or a following vowel does not (mais, an-dai-me).
  return !(next !== undefined && CODA.includes(next) && !isVowel(after));
}

/** Syllables of one English word: vowel groups, minus a silent final e (at least 1). */
export function countSyllablesEn(word: string): number {
  let w = word.toLowerCase().replace(LETTERS, "");
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, (m) => m[0]).replace(/^y/, "");
  const groups = w.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 0);
}

/** Syllables of a number as read aloud, roughly: one per digit, at most four. */
export function countSyllablesNumber(raw: string): number {
  const digits = raw.replace(/\D/g, "").length;
  return Math.min(4, Math.max(1, digits));
}
