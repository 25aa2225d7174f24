// Public API of the local analysis engines behind the AI toolbar (without an
// AI provider these actions are computed here). Pure TypeScript, no I/O: shared by the server
// and the browser. Each engine returns a plain JSON object matching its schema in ./results.
export { DESCRIPTION_MAX, generateMetadata, TITLE_MAX } from "./metadata";
export { type CorpusDocument, checkOriginality, SHINGLE_SIZE } from "./originality";
export { analyzePerformance, ELEMENT_TYPES, elementOf, type PerformanceBlock } from "./performance";
export * from "./results";
export { type Sentence, sentenceTexts, splitSentences } from "./sentences";
export { analyzeSentiment } from "./sentiment";
export { analyzeSeo, readabilityBand, readabilityLevel } from "./seo";
export { DEFAULT_SUMMARY_SENTENCES, summarize } from "./summary";
export { countSyllablesEn, countSyllablesPt } from "./syllables";
