import {
  type CreateGlossaryTerm,
  GLOSSARY_TERM_MAX,
  GLOSSARY_TRANSLATION_MAX,
  type GlossaryTerm,
} from "@/shared/api/glossary";
import { LANGUAGE_CODES, type LanguageCode } from "@/shared/languages";

/** A term as the form holds it: one row per target language, in the order the writer added them. */
export type TermDraft = {
  term: string;
  doNotTranslate: boolean;
  rows: { language: LanguageCode; text: string }[];
};

/** What is wrong with a draft, as catalog keys under glossary:errors. */
export type TermErrors = {
  term?: "termEmpty" | "termTooLong" | "duplicate";
  /** Neither a translation nor "do not translate". */
  rule?: "needsRule";
  /** By row index. */
  rows?: Record<number, "translationEmpty" | "translationTooLong">;
};

export const emptyDraft = (): TermDraft => ({
  term: "",
  doNotTranslate: false,
  rows: [{ language: "en", text: "" }],
});

export function draftOf(term: GlossaryTerm): TermDraft {
  const rows = Object.entries(term.translations)
    .filter((entry): entry is [LanguageCode, string] => LANGUAGE_CODES.includes(entry[0] as LanguageCode))
    .map(([language, text]) => ({ language, text }));
  return {
    term: term.term,
    doNotTranslate: term.doNotTranslate,
    rows: rows.length ? rows : emptyDraft().rows,
  };
}

/** The first language no row uses yet, or null when every language has one. */
export const nextLanguage = (rows: TermDraft["rows"]): LanguageCode | null =>
  LANGUAGE_CODES.find((code) => !rows.some((row) => row.language === code)) ?? null;

/** The same comparison as the server's unique index: the trimmed term, lower-cased. */
const sameTerm = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The rules of the request schema, checked before sending so each error shows under its field in
 * the interface language. `others` are the glossary's other terms (a duplicate is refused).
 */
export function validateDraft(draft: TermDraft, others: readonly string[]): TermErrors {
  const errors: TermErrors = {};
  const term = draft.term.trim();
  if (!term) errors.term = "termEmpty";
  else if (term.length > GLOSSARY_TERM_MAX) errors.term = "termTooLong";
  else if (others.some((other) => sameTerm(other, term))) errors.term = "duplicate";
  if (draft.doNotTranslate) return errors;

  const rows: NonNullable<TermErrors["rows"]> = {};
  draft.rows.forEach((row, index) => {
    const text = row.text.trim();
    // A blank row among filled ones is a slip to point at; all blank means no rule at all.
    if (!text && draft.rows.some((other) => other.text.trim())) rows[index] = "translationEmpty";
    else if (text.length > GLOSSARY_TRANSLATION_MAX) rows[index] = "translationTooLong";
  });
  if (Object.keys(rows).length) errors.rows = rows;
  if (!draft.rows.some((row) => row.text.trim())) errors.rule = "needsRule";
  return errors;
}

export const hasErrors = (errors: TermErrors) => Boolean(errors.term || errors.rule || errors.rows);

export function toRequest(draft: TermDraft): CreateGlossaryTerm {
  return {
    term: draft.term.trim(),
    doNotTranslate: draft.doNotTranslate,
    translations: draft.doNotTranslate
      ? {}
      : Object.fromEntries(draft.rows.map((row) => [row.language, row.text.trim()])),
  };
}
