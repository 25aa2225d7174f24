import type { publicProject as en } from "../en/publicProject";
import type { Catalog } from "../types";

export const publicProject: Catalog<typeof en> = {
  loading: "Carregando projeto",
  notFoundTitle: "Projeto não encontrado",
  notFoundBody: "Este link não é público ou o projeto não existe mais.",
  loadError: "Não foi possível carregar este projeto. Tente novamente em instantes.",
  by: "Por {{name}} · atualizado em {{date}}",
  readOnly: "Projeto público somente leitura",
  blocks: "Blocos",
  finalCopy: "Copy final",
  translation: "Tradução",
  expansion: "Expansão",
  empty: "Este projeto ainda não tem blocos.",
  ctaTitle: "Quer adaptar esta copy?",
  ctaBody: "Cadastre-se gratuitamente para duplicar este projeto na sua conta e editar cada bloco.",
  ctaSignUp: "Cadastre-se para duplicar",
  ctaSignIn: "Já tenho uma conta",
  home: "Ir para o CopyBlocks",
};
