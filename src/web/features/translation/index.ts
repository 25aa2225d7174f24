// What the app plugs into the editor: earlier translations offered under a translation cell.
export { MemorySuggestions } from "./MemorySuggestions";
