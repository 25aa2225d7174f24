// Sample data for the export tests.
import { DEFAULT_EXPORT_OPTIONS, type ExportBlock, type ExportOptions, type ExportProject } from "./types";

export const project: ExportProject = {
  title: "Coração em Ação",
  description: "Uma VSL para quem não dorme.\nSegunda linha da descrição.",
  niche: "Saúde",
  translationLanguage: "pt",
};

export const blocks: ExportBlock[] = [
  {
    type: "HOOK",
    originalText: "Are you tired of waking up at 3 a.m.?",
    translation: "Você está cansado de acordar às 3 da manhã?",
    expansion: "Imagine dormir a noite inteira.\nSem remédios. Sem ação forçada.",
  },
  { type: "PAIN_POINT", originalText: "Every night is the same.", translation: null, expansion: "" },
  { type: "cta", originalText: "Click below.", translation: "Clique abaixo.", expansion: "   " },
];

export const options = (overrides: Partial<ExportOptions> = {}): ExportOptions => ({
  ...DEFAULT_EXPORT_OPTIONS,
  ...overrides,
});
