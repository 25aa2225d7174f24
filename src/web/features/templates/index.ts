// The templates as the interface shows them: the card the editor's dialog and /templates share.
export { TemplateCard } from "./TemplateCard";
export { structureSteps, templateDescription, templateName } from "./template-text";
