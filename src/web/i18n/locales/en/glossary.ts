/** Glossary: fixed translations of product and ingredient names. */
export const glossary = {
  title: "Glossary",
  description:
    "Names with a fixed translation, or that are never translated (product and ingredient names). They apply to all your projects.",
  empty: "No terms yet.",
  list: "Glossary terms",
  loadFailed: "The glossary could not be loaded: {{message}}",
  term: "Term",
  termPlaceholder: "e.g. Neuroslim",
  language: "Language",
  translation: "Translation",
  doNotTranslate: "do not translate",
  doNotTranslateOption: "Do not translate this term",
  add: "Add term",
  added: "Term added to the glossary",
  addFailed: "The term could not be added",
  remove: "Remove {{term}}",
};
