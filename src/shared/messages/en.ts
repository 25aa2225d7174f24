/**
 * Text that src/shared makes (export headings, the structure map in a PDF, the local analyses'
 * notes), in English. The same catalog serves the server (through `translator`) and the web app
 * (as the i18next namespace "shared"), so the wording lives in one place. Placeholders and plurals
 * follow i18next: {{name}}, and `_one` / `_other` keys chosen by `count`.
 */
export const sharedEn = {
  export: {
    untitled: "Untitled project",
    original: "Original",
    translation: "Translation",
    expansion: "Expansion",
    typeColumn: "Type",
    exportedFrom: "Exported from CopyBlocks",
  },
  /** The PDF's markers for text its font cannot draw, and the note that explains them. */
  pdf: {
    scripts: {
      japanese: "Japanese",
      chinese: "Chinese",
      korean: "Korean",
      arabic: "Arabic",
      hebrew: "Hebrew",
      indic: "Indic",
      thai: "Thai",
      emoji: "emoji",
    },
    omitted: "[{{script}} text omitted]",
    omittedOther: "[characters omitted]",
    missingNote:
      "Note: some characters{{list}} cannot be shown in this PDF and were replaced by markers such as {{example}}. Export as HTML, Markdown, TXT or JSON to keep them.",
  },
  structure: {
    heading_one: "Copy structure · {{count}} word · {{duration}}",
    heading_other: "Copy structure · {{count}} words · {{duration}}",
    section_one: "{{type}} — {{range}} · {{count}} word · {{duration}}",
    section_other: "{{type}} — {{range}} · {{count}} words · {{duration}}",
    inOrder: "Classic order: every stage present, in order.",
    issues: "Classic order: {{issues}}.",
    missing: "Missing: {{step}}",
    tooEarly: "Too early: {{step}}",
    tooLate: "Too late: {{step}}",
    inBlock: "{{issue}} (block {{block}})",
    stages: {
      hook: "Hook",
      problem: "Problem",
      story: "Story",
      mechanism: "Mechanism",
      proof: "Proof",
      offer: "Offer",
      guarantee: "Guarantee",
      callToAction: "Call to action",
    },
  },
  analysis: {
    elements: {
      hook: "Hook",
      proof: "Proof",
      offer: "Offer",
      guarantee: "Guarantee",
      cta: "Call to action",
    },
    bands: {
      NO_TEXT: "No text",
      VERY_EASY: "Very easy",
      EASY: "Easy",
      FAIRLY_EASY: "Fairly easy",
      STANDARD: "Standard",
      FAIRLY_DIFFICULT: "Fairly difficult",
      DIFFICULT: "Difficult",
      VERY_DIFFICULT: "Very difficult",
    },
    /** The local engines' suggestions, by code. */
    notes: {
      EMPTY_TEXT: "The text is empty: write or paste the content to analyse.",
      TOO_FEW_WORDS_one: "The text has {{count}} word; for SEO, aim for at least {{min}}.",
      TOO_FEW_WORDS_other: "The text has {{count}} words; for SEO, aim for at least {{min}}.",
      LONG_SENTENCES_one:
        '{{count}} sentence has more than {{max}} words; split it to make reading easier (e.g. "{{example}}").',
      LONG_SENTENCES_other:
        '{{count}} sentences have more than {{max}} words; split them to make reading easier (e.g. "{{example}}").',
      LONG_AVERAGE: "Sentences average {{average}} words; try to stay under {{max}}.",
      DENSE_KEYWORD:
        'The word "{{term}}" has a density of {{density}}% (over {{max}}%); vary the vocabulary so it does not read as keyword stuffing.',
      HARD_TO_READ: "Readability: {{band}} (score {{score}}). Use shorter sentences and simpler words.",
      NO_KEYWORD: "No keyword stands out; repeat the main term a few times (density between 1% and 2%).",
      EMPTY_LETTER: "The letter is empty: add the hook, proof, offer, guarantee and call to action blocks.",
      MISSING_ELEMENT: {
        hook: "No Hook: open with a big promise, a story or a pattern interrupt.",
        proof:
          "No Proof: include testimonials, customer numbers, before and after, or studies that back the promise.",
        offer: "No Offer: present the product by name, what the person gets and the price.",
        guarantee: "No Guarantee: remove the risk with a money-back period.",
        cta: "No Call to action: say exactly what to do now (click the button, choose the kit).",
      },
      OUT_OF_ORDER: "{{first}} comes before {{second}}; {{second}} is expected before {{first}}.",
      LONG_SENTENCES_VSL_one:
        "{{count}} sentence has more than {{max}} words; split it to keep the narration's pace.",
      LONG_SENTENCES_VSL_other:
        "{{count}} sentences have more than {{max}} words; split them to keep the narration's pace.",
      LONG_AVERAGE_VSL: "Sentences average {{average}} words; in a VSL, try to stay under {{max}}.",
      SHORT_VSL:
        "The letter lasts about {{minutes}} min when narrated; develop the pain, the proof and the offer to carry the sale.",
    },
  },
};

/** The shape every language's shared catalog has (the Portuguese one is typed from it). */
export type SharedMessages = typeof sharedEn;
