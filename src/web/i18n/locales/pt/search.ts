import type { search as en } from "../en/search";
import type { Catalog } from "../types";

export const search: Catalog<typeof en> = {
  title: "Buscar nos seus projetos",
  description: "Busca em todos os blocos dos seus projetos e dos projetos públicos.",
  inputLabel: "Buscar blocos",
  placeholder: "Busque em todos os blocos, ex.: garantia",
  hint: "Digite uma palavra para buscar nos blocos dos seus projetos e dos projetos públicos.",
  loading: "Buscando",
  results: "Resultados",
  empty: "Nada encontrado para “{{query}}”.",
  error: "A busca falhou: {{message}}",
  fields: {
    originalText: "Original",
    translation: "Tradução",
    expansion: "Expansão",
  },
  keys: {
    move: "↑ ↓ navegar",
    open: "Enter abre",
    close: "Esc fecha",
  },
};
