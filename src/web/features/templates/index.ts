// The templates as the interface shows them: the card the editor's dialog and /templates share.
export { TemplateCard } from "./TemplateCard";
export { templateName } from "./template-text";
