// What the app and the translate dialog plug into the editor: earlier translations offered under a
// translation cell, and filling empty translations from the memory.

export { FillFromMemory } from "./FillFromMemory";
export { MemorySuggestions } from "./MemorySuggestions";
