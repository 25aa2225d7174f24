import type { common as en } from "../en/common";
import type { Catalog } from "../types";

export const common: Catalog<typeof en> = {
  appName: "CopyBlocks",
  actions: {
    cancel: "Cancelar",
    close: "Fechar",
    save: "Salvar",
    saveChanges: "Salvar alterações",
    saving: "Salvando...",
    delete: "Excluir",
    edit: "Editar",
    copy: "Copiar",
    retry: "Tentar novamente",
    reload: "Recarregar",
    back: "Voltar",
    confirm: "Confirmar",
    open: "Abrir",
    more: "Mais",
  },
  states: {
    loading: "Carregando...",
    empty: "Nada por aqui ainda",
    error: "Algo deu errado",
  },
  copied: "Copiado para a área de transferência",
  copyFailed: "Não foi possível copiar para a área de transferência",
  noDescription: "Sem descrição",
  privateProject: "projeto privado",
  passwordRules: {
    tooWeak:
      "Esta senha é fácil demais de adivinhar: só tem espaços, ou é o seu próprio e-mail ou nome. Escolha outra.",
    tooCommon:
      "Esta senha é comum demais: está nas listas de senhas vazadas que os invasores tentam primeiro. Escolha uma menos previsível.",
  },
  engine: {
    ai: "IA",
    rules: "Regras locais",
    local: "Motor local",
  },
  counts: {
    // Portuguese counts 0 as singular; writers say "0 blocos".
    blocks_zero: "{{count}} blocos",
    blocks_one: "{{count}} bloco",
    blocks_other: "{{count}} blocos",
    words_one: "{{count}} palavra",
    words_other: "{{count}} palavras",
  },
  routeError: {
    title: "Algo deu errado",
    body: "Um erro inesperado interrompeu esta página. Recarregar costuma resolver.",
  },
  sessionError: {
    title: "Não foi possível verificar sua sessão",
    body: "O servidor não respondeu. Verifique sua conexão e tente novamente.",
  },
  notFound: {
    title: "Ops! Página não encontrada",
    body: "A página que você procura não existe ou foi movida.",
    home: "Voltar ao início",
  },
  underDevelopment: {
    title: "Em Desenvolvimento",
    body: "Esta funcionalidade está sendo construída e estará disponível em breve.",
    back: "Voltar ao Dashboard",
  },
  checkingPermissions: "Verificando permissões...",
  author: {
    anonymous: "Anônimo",
    user: "Usuário {{id}}",
  },
};
