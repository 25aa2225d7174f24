// Gerar Metadados, local engine: a title (≤ 60 characters) from the strongest opening sentence,
// an extractive description (≤ 160) and 8-12 keywords by term frequency, where two-word phrases
// ("colágeno tipo", "perda de peso") get a bonus over single words.
import type { MetadataResult } from "./results";
import { type Sentence, splitSentences } from "./sentences";
import { type RankedSentence, rankSentences } from "./summary";
import { compareStrings, isContentWord, languageOf, TermCounter, truncate, type Word, words } from "./text";

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
const MIN_KEYWORDS = 8;
const MAX_KEYWORDS = 12;
const PHRASE_BONUS = 1.5;
/** Added to the extractive score of the first five sentences when choosing the title. */
const TITLE_POSITION_BONUS = [0.3, 0.2, 0.1, 0.05, 0];
const MIN_CLAUSE_CHARS = 25;
const DESCRIPTION_MIN_WORDS = 5;
/** Words that may sit inside a phrase: "perda de peso", "loss of weight". */
const CONNECTORS = new Set(["de", "da", "do", "das", "dos", "of"]);
const CLAUSE_END = /[,;:–—]|\s-\s/gu;

/** Keywords of a text: phrases seen at least twice, then single words; 8-12 when the text has them. */
export function extractKeywords(sentences: readonly Sentence[]): string[] {
  const single = new TermCounter();
  const phrases = new TermCounter();
  for (const s of sentences) {
    const list = words(s.text);
    for (let i = 0; i < list.length; i++) {
      const w = list[i];
      if (!isContentWord(w.folded)) continue;
      single.add(w.folded, w.raw);
      addPhrase(phrases, w, list[i + 1]);
      if (list[i + 1] && CONNECTORS.has(list[i + 1].folded)) addPhrase(phrases, w, list[i + 2], list[i + 1]);
    }
  }
  const candidates = [
    ...phrases.top(MAX_KEYWORDS * 2, 2).map((p) => ({ ...p, score: p.count * PHRASE_BONUS, phrase: true })),
    ...single.top(MAX_KEYWORDS * 3).map((p) => ({ ...p, score: p.count, phrase: false })),
  ].sort((a, b) => b.score - a.score || compareStrings(a.term, b.term));
  const chosen: { term: string; count: number; phrase: boolean }[] = [];
  for (const c of candidates) {
    if (chosen.length >= MAX_KEYWORDS) break;
    if (c.count < 2 && chosen.length >= MIN_KEYWORDS) break;
    // A word seen only inside a chosen phrase adds nothing.
    if (
      !c.phrase &&
      chosen.some((k) => k.phrase && k.count >= c.count && k.term.split(" ").includes(c.term))
    ) {
      continue;
    }
    chosen.push(c);
  }
  return chosen.map((k) => (k.phrase ? phrases.surface(k.term) : single.surface(k.term)));
}

function addPhrase(counter: TermCounter, first: Word, last: Word | undefined, middle?: Word): void {
  if (!last || !isContentWord(last.folded)) return;
  const term = middle ? `${first.folded} ${middle.folded} ${last.folded}` : `${first.folded} ${last.folded}`;
  const surface = middle ? `${first.raw} ${middle.raw} ${last.raw}` : `${first.raw} ${last.raw}`;
  counter.add(term, surface);
}

/** Drops a quotation mark left unbalanced by sentence splitting ('"Na primeira semana…'). */
export function balanceQuotes(sentence: string): string {
  const quotes = sentence.match(/["“”]/g)?.length ?? 0;
  if (quotes % 2 === 0) return sentence;
  return sentence.replace(/^["“”]\s*/u, "").replace(/\s*["“”]$/u, "");
}

/** A title of at most TITLE_MAX characters: the sentence, its first clause, or a cut at a word. */
export function titleFrom(sentence: string): string {
  const clean = balanceQuotes(sentence)
    .replace(/^[\s—–-]+/u, "")
    .replace(/[.…]+$/u, "")
    .trim();
  if (clean.length <= TITLE_MAX) return clean;
  let clause = "";
  for (const m of clean.matchAll(CLAUSE_END)) {
    if (m.index > TITLE_MAX) break;
    if (m.index >= MIN_CLAUSE_CHARS) clause = clean.slice(0, m.index).trim();
  }
  return clause || truncate(clean, TITLE_MAX);
}

/**
 * Best-ranked sentences (of at least five words when there are such) that fit in
 * DESCRIPTION_MAX together, in text order. The title's sentence is left out when the title
 * already shows all of it.
 */
function description(ranked: readonly RankedSentence[], titleIndex: number, titleIsWhole: boolean): string {
  const eligible = ranked.filter((s) => !(titleIsWhole && s.index === titleIndex && ranked.length > 1));
  const full = eligible.filter((s) => s.wordCount >= DESCRIPTION_MIN_WORDS);
  const order = (full.length ? full : eligible).sort((a, b) => b.score - a.score || a.index - b.index);
  const picked: RankedSentence[] = [];
  let length = 0;
  for (const s of order) {
    const add = balanceQuotes(s.text).length + (picked.length ? 1 : 0);
    if (length + add > DESCRIPTION_MAX) continue;
    picked.push(s);
    length += add;
  }
  if (picked.length === 0) return order.length ? truncate(balanceQuotes(order[0].text), DESCRIPTION_MAX) : "";
  return picked
    .sort((a, b) => a.index - b.index)
    .map((s) => balanceQuotes(s.text))
    .join(" ");
}

/** Title, description and keywords for a text. Never throws. */
export function generateMetadata(text: string): MetadataResult {
  const source = typeof text === "string" ? text : "";
  const sentences = splitSentences(source);
  const language = languageOf(words(source));
  if (sentences.length === 0) return { title: "", description: "", keywords: [], language };
  const ranked = rankSentences(sentences);
  // The strongest opening: among the first sentences (of at least three words when there are
  // such), the best by extractive score plus a bonus that favours the very first ones.
  const openings = ranked.slice(0, TITLE_POSITION_BONUS.length);
  const pool = openings.some((s) => s.wordCount >= 3) ? openings.filter((s) => s.wordCount >= 3) : openings;
  const titleScore = (s: RankedSentence) => s.score + TITLE_POSITION_BONUS[s.index];
  const best = pool.reduce((a, b) => (titleScore(b) > titleScore(a) ? b : a));
  const title = titleFrom(best.text);
  const titleIsWhole =
    title ===
    balanceQuotes(best.text)
      .replace(/[.…]+$/u, "")
      .trim();
  return {
    title,
    description: description(ranked, best.index, titleIsWhole),
    keywords: extractKeywords(sentences),
    language,
  };
}
