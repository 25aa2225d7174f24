import type { settings as en } from "../en/settings";
import type { Catalog } from "../types";

export const settings: Catalog<typeof en> = {
  title: "Configurações",
  description: "Sua conta e suas preferências.",
  profile: "Perfil",
  displayName: "Nome de exibição",
  avatarUrl: "URL do avatar",
  avatarUrlInvalid: "A URL do avatar deve começar com http:// ou https://",
  email: "E-mail",
  role: "Papel",
  roles: { user: "Usuário", admin: "Administrador", superadmin: "Superadmin" },
  saveProfile: "Salvar perfil",
  profileSaved: "Perfil atualizado",
  profileFailed: "Não foi possível salvar o perfil",
  password: {
    title: "Senha",
    description: "Ao trocá-la, você sai da conta nos seus outros dispositivos.",
    current: "Senha atual",
    next: "Nova senha",
    confirm: "Repita a nova senha",
    submit: "Trocar senha",
    done: "Senha alterada",
    failed: "Não foi possível trocar a senha",
  },
  language: {
    title: "Idioma",
    description: "O idioma da interface. Ele fica guardado no seu perfil.",
  },
  appearance: "Aparência",
  appearanceDescription: "Sistema segue a configuração clara ou escura do seu dispositivo.",
  theme: "Tema",
  ai: {
    title: "Provedor de IA",
    configured: "Configurado",
    notConfigured: "Não configurado",
    keys: "As chaves ficam no servidor; um administrador define AI_API_KEY para qualquer API compatível com OpenAI.",
    model: "Modelo de classificação e da barra de IA",
    fastModel: "Modelo de tradução",
    concurrency: "Blocos processados de uma vez",
    alwaysLocal: "{{actions}} são sempre calculadas localmente.",
    and: " e ",
    without:
      "Sem um provedor, a classificação dos blocos usa as regras locais e a tradução fica indisponível (nada é traduzido palavra por palavra). Estas ações da barra continuam funcionando localmente:",
    others: "As outras ações explicam que precisam de um provedor de IA.",
  },
};
