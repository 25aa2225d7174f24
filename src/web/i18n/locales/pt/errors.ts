import type { errors as en } from "../en/errors";
import type { Catalog } from "../types";

export const errors: Catalog<typeof en> = {
  codes: {
    BAD_REQUEST: "O servidor não aceitou o pedido ({{detail}}).",
    VALIDATION_FAILED: "O servidor não aceitou o pedido ({{detail}}).",
    UNAUTHENTICATED: "Você precisa entrar novamente.",
    FORBIDDEN: "Você não tem permissão para fazer isso.",
    NOT_FOUND: "Não encontrado: pode ter sido excluído, ou você não pode vê-lo.",
    CONFLICT: "Isto foi alterado em outro lugar enquanto isso. Recarregue e tente novamente.",
    PAYLOAD_TOO_LARGE: "Isto é grande demais para o servidor aceitar.",
    URI_TOO_LONG: "Este endereço é longo demais para o servidor.",
    UNSUPPORTED_MEDIA_TYPE: "O servidor não entendeu o formato do pedido.",
    RATE_LIMITED: "Pedidos demais. Aguarde um momento e tente novamente.",
    AI_UNAVAILABLE: "O serviço de IA não respondeu. Tente novamente em instantes.",
    AI_PROVIDER_REQUIRED:
      "Isto precisa de um provedor de IA e nenhum está configurado neste servidor. Peça a um administrador para configurar um.",
    DATABASE_UNAVAILABLE: "O banco de dados está indisponível agora. Tente novamente em instantes.",
    TRANSLATION_FAILED: "Nenhum bloco pôde ser traduzido. Nada foi alterado; tente novamente mais tarde.",
    VERSION_NOT_FOUND: "Esta versão não está no histórico do projeto.",
    INTERNAL: "Algo deu errado do nosso lado. Tente novamente em instantes.",
    NETWORK_ERROR: "Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.",
    INVALID_RESPONSE: "O servidor enviou uma resposta que esta página não entende. Recarregue a página.",
    INCOMPLETE_STREAM: "O servidor parou antes de terminar. Tente novamente.",
    PASSWORD_TOO_WEAK:
      "Esta senha é fácil demais de adivinhar: só tem espaços, ou é o seu próprio e-mail ou nome. Escolha outra.",
    PASSWORD_TOO_COMMON:
      "Esta senha é comum demais: está nas listas de senhas vazadas que os invasores tentam primeiro. Escolha uma menos previsível.",
    INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha inválidos.",
    USER_ALREADY_EXISTS: "Já existe uma conta com este e-mail. Entre com ela.",
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
      "Já existe uma conta com este e-mail. Entre com ela ou use outro e-mail.",
    INVALID_PASSWORD: "A senha não está correta.",
    INVALID_EMAIL: "Digite um endereço de e-mail válido.",
    INVALID_TOKEN: "Este link não é mais válido. Peça um novo.",
    TOKEN_EXPIRED: "Este link expirou. Peça um novo.",
    PASSWORD_TOO_SHORT: "A senha é curta demais.",
    PASSWORD_TOO_LONG: "A senha é longa demais.",
    SESSION_EXPIRED: "Sua sessão expirou. Entre novamente.",
    CREDENTIAL_ACCOUNT_NOT_FOUND: "Esta conta não tem senha para trocar.",
    FAILED_TO_CREATE_USER: "Não foi possível criar a conta. Tente novamente.",
  },
  reasons: {
    PROJECT_NOT_FOUND: "Projeto não encontrado.",
    OWNER_ONLY: "Só o dono do projeto pode alterá-lo.",
    DELETE_NOT_ALLOWED: "Você não tem permissão para excluir este projeto.",
    SOURCE_IN_USE: "Este projeto não pode ser excluído: outros projetos foram copiados dele.",
    STALE_VERSION:
      "Este projeto foi alterado em outro lugar (outra aba ou aparelho) desde que você o abriu. Recarregue-o, ou salve de novo para manter a sua versão.",
    BLOCKS_CONFLICT:
      "Outra pessoa alterou os mesmos blocos desde que você abriu este projeto. Escolha qual texto manter em cada um.",
    ORDER_CONFLICT:
      "Outra pessoa reordenou os blocos de outro jeito desde que você abriu este projeto. Recarregue-o para ver a ordem dela.",
    ADMIN_ONLY: "Isto precisa do papel de administrador.",
    SUPERADMIN_ONLY: "Só um superadmin concede ou remove o papel de superadmin.",
    USER_NOT_FOUND: "Usuário não encontrado.",
    GLOSSARY_DUPLICATE: "O glossário já tem o termo “{{term}}”.",
    GLOSSARY_FULL: "Um glossário tem no máximo {{max}} termos.",
    TERM_NOT_FOUND: "Termo do glossário não encontrado.",
    MENTION_NOT_VISIBLE: "O comentário menciona um projeto que não existe ou que você não pode ver.",
    AI_TASKS_BUSY: "Você já tem {{running}} tarefas de IA em andamento; aguarde uma terminar.",
    ALL_BLOCKS_FAILED:
      "Nenhum bloco pôde ser traduzido para {{language}}: o provedor de IA falhou em todos. Nada foi alterado; tente novamente mais tarde.",
    NO_SUCH_VERSION: "Este projeto não tem a versão {{version}} no histórico.",
    TABLE_NOT_FOUND: "Não existe uma tabela chamada {{table}}.",
    JOB_NOT_FOUND: "O servidor não conhece mais esta tarefa. Comece-a de novo.",
    JOB_ABANDONED: "A tarefa parou várias vezes antes de terminar. Comece-a de novo.",
    JOB_CANCELLED: "A tarefa foi cancelada.",
    JOB_FINISHED: "A tarefa já terminou; não há mais nada para cancelar.",
    PROVIDER_UNREACHABLE:
      "Nenhum bloco pôde ser traduzido para {{language}}: o provedor de IA está inacessível. Nada foi alterado; tente novamente em um minuto.",
    ACCOUNT_GONE: "A conta que começou esta tarefa não existe mais.",
    TEXT_REQUIRED: "Não há texto para trabalhar.",
    BLOCKS_REQUIRED: "O projeto não tem blocos para analisar.",
    LANGUAGE_REQUIRED: "Escolha um idioma de destino.",
    SIGN_IN_LIMITED: "Tentativas de entrar demais nesta conta. Tente novamente em {{minutes}} min.",
    TOO_MANY_BLOCKS: "Um projeto tem no máximo {{max}} blocos. Nada foi salvo.",
    TOO_MUCH_TEXT: "Um projeto tem no máximo {{max}} caracteres de texto. Nada foi salvo.",
  },
};
