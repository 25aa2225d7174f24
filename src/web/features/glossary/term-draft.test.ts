import { describe, expect, it } from "vitest";
import { createGlossaryTermSchema, GLOSSARY_TERM_MAX, GLOSSARY_TRANSLATION_MAX } from "@/shared/api/glossary";
import { draftOf, emptyDraft, nextLanguage, type TermDraft, toRequest, validateDraft } from "./term-draft";

const draft = (over: Partial<TermDraft>): TermDraft => ({ ...emptyDraft(), ...over });

describe("validateDraft", () => {
  it("names the term's problem: empty, too long, already in the glossary (any case)", () => {
    expect(validateDraft(draft({ term: "  ", doNotTranslate: true }), []).term).toBe("termEmpty");
    expect(
      validateDraft(draft({ term: "x".repeat(GLOSSARY_TERM_MAX + 1), doNotTranslate: true }), []).term,
    ).toBe("termTooLong");
    expect(validateDraft(draft({ term: " neuroSLIM ", doNotTranslate: true }), ["Neuroslim"]).term).toBe(
      "duplicate",
    );
    expect(validateDraft(draft({ term: "Neuroslim", doNotTranslate: true }), ["Outro"])).toEqual({});
  });

  it("needs a translation or 'do not translate', and points at a blank or too long row", () => {
    expect(validateDraft(draft({ term: "Chá" }), [])).toEqual({ rule: "needsRule" });
    const rows: TermDraft["rows"] = [
      { language: "en", text: "tea" },
      { language: "es", text: " " },
      { language: "fr", text: "t".repeat(GLOSSARY_TRANSLATION_MAX + 1) },
    ];
    expect(validateDraft(draft({ term: "Chá", rows }), [])).toEqual({
      rows: { 1: "translationEmpty", 2: "translationTooLong" },
    });
    // Blank rows do not matter once the term is not translated.
    expect(validateDraft(draft({ term: "Chá", rows, doNotTranslate: true }), [])).toEqual({});
  });

  it("accepts what the server's schema accepts", () => {
    const ok = draft({ term: " Chá verde ", rows: [{ language: "en", text: " green tea " }] });
    expect(validateDraft(ok, [])).toEqual({});
    expect(createGlossaryTermSchema.parse(toRequest(ok))).toEqual({
      term: "Chá verde",
      translations: { en: "green tea" },
      doNotTranslate: false,
    });
    const keep = draft({ term: "Neuroslim", doNotTranslate: true, rows: [{ language: "en", text: "x" }] });
    expect(toRequest(keep)).toEqual({ term: "Neuroslim", translations: {}, doNotTranslate: true });
  });
});

describe("drafts", () => {
  it("opens a saved term with one row per language, and offers the next free language", () => {
    const saved = {
      id: "1",
      projectId: null,
      term: "Chá",
      translations: { en: "tea", es: "té" },
      doNotTranslate: false,
      createdAt: "",
      updatedAt: "",
    };
    const d = draftOf(saved);
    expect(d.rows).toEqual([
      { language: "en", text: "tea" },
      { language: "es", text: "té" },
    ]);
    expect(nextLanguage(d.rows)).toBe("pt");
    // A term kept as written still opens with one row, ready if the writer unticks the box.
    expect(draftOf({ ...saved, translations: {}, doNotTranslate: true }).rows).toEqual([
      { language: "en", text: "" },
    ]);
  });
});
