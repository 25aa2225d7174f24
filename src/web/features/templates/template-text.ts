import type { TFunction } from "i18next";
import type { Template, TemplateBlockType } from "@/shared/blocks/templates";
import type { editor as editorCatalog } from "@/web/i18n/locales/en/editor";

type TemplateId = keyof typeof editorCatalog.templates.names;

/** A template's name in the interface language (the English name when it is not in the catalog). */
export function templateName(template: Template, t: TFunction<["editor", "common"]>): string {
  return t(`templates.names.${template.id as TemplateId}`, template.name);
}

/** A template's description in the interface language. */
export function templateDescription(
  template: Template,
  t: TFunction<["editor", "common"]> | TFunction,
): string {
  return (t as TFunction<"editor">)(
    `editor:templates.descriptions.${template.id as TemplateId}`,
    template.description,
  );
}

/** Consecutive blocks of one type as one step of the structure: "Content ×3". */
export function structureSteps(template: Template): { type: TemplateBlockType; count: number }[] {
  const steps: { type: TemplateBlockType; count: number }[] = [];
  for (const block of template.blocks) {
    const last = steps.at(-1);
    if (last?.type === block.type) last.count++;
    else steps.push({ type: block.type, count: 1 });
  }
  return steps;
}
