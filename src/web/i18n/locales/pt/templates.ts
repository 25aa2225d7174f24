import type { templates as en } from "../en/templates";
import type { Catalog } from "../types";

export const templates: Catalog<typeof en> = {
  title: "Modelos",
  subtitle: "Comece um projeto com uma estrutura pronta: cada bloco traz uma dica do que escrever.",
  structure: "Estrutura",
  failed: "Não foi possível criar o projeto",
};
