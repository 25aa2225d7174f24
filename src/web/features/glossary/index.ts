export { useApplicableTerms } from "./api";
export { GlossaryDialog } from "./GlossaryDialog";
export { GlossaryManager } from "./GlossaryManager";
export { GlossaryMarker } from "./GlossaryMarker";
