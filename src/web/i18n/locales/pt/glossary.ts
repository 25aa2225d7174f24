import type { glossary as en } from "../en/glossary";
import type { Catalog } from "../types";

export const glossary: Catalog<typeof en> = {
  title: "Glossário",
  description:
    "Nomes com tradução fixa, ou que nunca são traduzidos (nomes de produtos e ingredientes). Valem para todos os seus projetos.",
  empty: "Nenhum termo ainda.",
  list: "Termos do glossário",
  loadFailed: "Não foi possível carregar o glossário: {{message}}",
  term: "Termo",
  termPlaceholder: "ex.: Neuroslim",
  language: "Idioma",
  translation: "Tradução",
  doNotTranslate: "não traduzir",
  doNotTranslateOption: "Não traduzir este termo",
  add: "Adicionar termo",
  added: "Termo adicionado ao glossário",
  addFailed: "Não foi possível adicionar o termo",
  remove: "Remover {{term}}",
};
