import type { live as en } from "../en/live";
import type { Catalog } from "../types";

/** Colaboração ao vivo: quem mais está com o projeto aberto, e o que outros salvaram. */
export const live: Catalog<typeof en> = {
  presence: {
    label: "Pessoas com este projeto aberto",
    you: "{{name}} (você)",
    editing: "{{name}} está editando o bloco {{position}}",
    viewing: "{{name}} está visualizando",
    more_one: "e mais {{count}} pessoa",
    more_other: "e mais {{count}} pessoas",
  },
  blocks: {
    updated: "{{name}} salvou alterações; os blocos foram atualizados",
    pending: "{{name}} salvou alterações; as suas serão mescladas ao salvar",
  },
};
