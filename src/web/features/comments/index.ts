export { commentKeys } from "./api";
export { EditorCommentsPanel } from "./EditorCommentsPanel";
