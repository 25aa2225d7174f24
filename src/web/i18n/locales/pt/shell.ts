import type { shell as en } from "../en/shell";
import type { Catalog } from "../types";

export const shell: Catalog<typeof en> = {
  nav: {
    main: "Principal",
    dashboard: "Dashboard",
    editor: "Editor",
    translation: "Tradução",
    analytics: "Análises",
    assistant: "Assistente de IA",
    templates: "Modelos",
    timeline: "Linha do tempo",
  },
  menu: "Menu",
  search: "Buscar…",
  skipToContent: "Pular para o conteúdo",
  signIn: "Entrar",
  userMenu: {
    label: "Menu do usuário",
    dashboard: "Dashboard",
    editor: "Editor",
    settings: "Configurações",
    admin: "Administração",
    language: "Idioma",
    logout: "Sair",
    signedOut: "Você saiu da sua conta",
    signOutFailed: "Erro ao sair",
    languageSaveFailed: "O idioma mudou aqui, mas não foi possível salvá-lo no seu perfil",
  },
  languages: {
    pt: "Português (Brasil)",
    en: "English",
  },
  theme: {
    label: "Tema",
    current: "Tema: {{theme}}",
    light: "Claro",
    dark: "Escuro",
    system: "Sistema",
  },
  footer: {
    tagline:
      "Uma plataforma para criar e gerenciar conteúdo com ferramentas de IA: divida sua copy em blocos tipados, traduza e adapte para cada público.",
    product: "Produto",
    resources: "Recursos",
    legal: "Legal",
    documentation: "Documentação",
    changelog: "Novidades",
    help: "Central de Ajuda",
    contact: "Contato",
    terms: "Termos de Uso",
    privacy: "Política de Privacidade",
    rights: "© {{year}} CopyBlocks. Todos os direitos reservados.",
  },
};
