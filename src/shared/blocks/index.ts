// Public API of the copy engine: pure TypeScript, no I/O, shared by the server, the browser
// and the command line.
export {
  ALTERNATIVE_THRESHOLD,
  type AlternativeType,
  type ClassifiedBlock,
  type ClassifierMode,
  type ClassifyOptions,
  classifySegments,
  classifyText,
  MAX_ALTERNATIVES,
  TYPE_THRESHOLD,
} from "./classifier";
export { buildFinalCopy, type FinalCopySource } from "./final-copy";
export { RULE_PROFILES, type RuleProfile, SEQUENCE_PROFILES, type SequenceProfile } from "./profiles";
export {
  cleanText,
  detectLanguage,
  type EstimatedLength,
  estimateLength,
  type Segment,
  segmentText,
  splitLines,
} from "./segmenter";
export {
  findTemplate,
  instantiateTemplate,
  TEMPLATE_BLOCK_TYPES,
  TEMPLATES,
  type Template,
  type TemplateBlock,
  type TemplateBlockType,
} from "./templates";
export {
  countWords,
  DEFAULT_WORDS_PER_MINUTE,
  formatDuration,
  MAX_WORDS_PER_MINUTE,
  MIN_WORDS_PER_MINUTE,
  type SectionKind,
  type SectionStats,
  sectionOf,
  spokenSeconds,
  spokenText,
  textStats,
} from "./text-stats";
export { BLOCK_TYPE_LABELS_EN, blockTypeLabelIn, TEMPLATE_TYPE_LABELS } from "./type-labels";
export {
  BLOCK_TYPE_DESCRIPTIONS,
  BLOCK_TYPE_LABELS,
  BLOCK_TYPES,
  type BlockType,
  blockTypeLabel,
  COPY_BLOCK_TYPES,
  type CopyBlockType,
  DEFAULT_NEW_BLOCK_TYPE,
  isBlockType,
  type Language,
  TEXT_BLOCK_TYPE,
} from "./types";
