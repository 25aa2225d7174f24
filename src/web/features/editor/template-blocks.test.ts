import { afterAll, describe, expect, it } from "vitest";
import { TEMPLATES } from "@/shared/blocks/templates";
import { i18n, setLanguage } from "@/web/i18n";
import { templateBlocks } from "./model";

describe("template blocks", () => {
  afterAll(() => setLanguage("en"));

  it("hold their placeholders in the interface language", async () => {
    await setLanguage("pt");
    const newsletter = templateBlocks(TEMPLATES[0]);
    expect(newsletter.map((b) => b.originalText).slice(0, 2)).toEqual([
      "[Nome da newsletter] | Edição nº [número]: [Título que faz abrir o e-mail]",
      "Olá, [Primeiro nome],",
    ]);
    await setLanguage("en");
    for (const template of TEMPLATES)
      expect(templateBlocks(template).map((b) => b.originalText)).toEqual(
        template.blocks.map((b) => b.originalText),
      );
  });

  it("have a placeholder in both catalogs for every block of every template", async () => {
    for (const language of ["pt", "en"] as const) {
      await setLanguage(language);
      for (const template of TEMPLATES)
        template.blocks.forEach((_, i) => {
          const key = `editor:templates.placeholders.${template.id}.${i}`;
          expect(i18n.exists(key), `${language} ${key}`).toBe(true);
        });
    }
  });
});
