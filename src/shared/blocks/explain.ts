// "Why this type": the rule cues of a type found in a paragraph (words, expressions, patterns),
// read from the same profiles the classifier's rule evidence comes from. Run on demand for one
// paragraph, so it matches entry by entry instead of through the compiled trie.
import { lowercaseSource } from "./compile";
import { foldText, stripDiacritics, tokenize } from "./normalize";
import { LANGUAGE_CODES, RULE_PROFILES } from "./profiles";
import { detectLanguage } from "./segmenter";
import { type BlockType, isBlockType, type Language } from "./types";

/** At most this many cues are given: enough to explain, short enough to read. */
export const MAX_CUES = 6;

function matchesEntry(tokens: readonly string[], entry: string): boolean {
  const stem = entry.endsWith("*");
  const words = tokenize(foldText(stem ? entry.slice(0, -1) : entry));
  if (words.length === 0) return false;
  for (let i = 0; i + words.length <= tokens.length; i++) {
    let ok = true;
    for (let k = 0; k < words.length && ok; k++) {
      const last = k === words.length - 1;
      ok = stem && last ? tokens[i + k].startsWith(words[k]) : tokens[i + k] === words[k];
    }
    if (ok) return true;
  }
  return false;
}

function firstMatch(source: string, text: string, anchored: boolean): string | null {
  const regex = new RegExp(`${anchored ? "^" : ""}(?:${lowercaseSource(stripDiacritics(source))})`);
  const match = regex.exec(text);
  const found = match?.[0].trim();
  return found ? found : null;
}

/**
 * The cues of `type` in `text`, in the text's own language first and then the others, without
 * repeats: the explanation shown beside a type. Empty for UNDEFINED or when no rule fires (the
 * model then decided from the words and the neighbours alone).
 */
export function explainType(text: string, type: BlockType | string): string[] {
  if (!isBlockType(type) || type === "UNDEFINED") return [];
  const folded = foldText(String(text ?? "").slice(0, 2000));
  const tokens = tokenize(folded);
  const own = detectLanguage(folded);
  const languages = [own, ...LANGUAGE_CODES.filter((l) => l !== own)] as Language[];
  const cues: string[] = [];
  const add = (cue: string | null) => {
    if (cue && !cues.includes(cue) && cues.length < MAX_CUES) cues.push(cue);
  };
  for (const language of languages) {
    const profile = RULE_PROFILES[language][type];
    for (const source of profile.startPatterns) add(firstMatch(source, folded, true));
    for (const entry of [...profile.phrases, ...profile.keywords, ...profile.contextualIndicators]) {
      if (matchesEntry(tokens, entry)) add(entry.replace(/\*$/, "…"));
    }
    for (const source of profile.patterns) add(firstMatch(source, folded, false));
    if (cues.length > 0) break;
  }
  return cues;
}
