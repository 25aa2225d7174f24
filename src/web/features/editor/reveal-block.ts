import type { RevealField } from "./editor-context";
import type { TextField } from "./model";

/** The table's name (`data-field`) of a field as revealBlock names it. */
export const cellField = (field: RevealField = "originalText"): TextField =>
  field === "translatedText" ? "translation" : field;
