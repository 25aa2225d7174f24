import type { admin as en } from "../en/admin";
import type { Catalog } from "../types";

export const admin: Catalog<typeof en> = {
  title: "Apenas Administradores",
  description: "Scripts do banco de dados, papéis dos usuários e ferramentas de manutenção.",
  why: "Você está vendo esta página porque sua conta tem o papel de administrador.",
  tools: "Ferramentas",
  sql: {
    title: "Scripts SQL",
    description: "O esquema real deste banco, suas regras de acesso e manutenção.",
    loading: "Carregando scripts",
    loadFailed: "Não foi possível carregar os scripts",
    empty: "Nenhum script disponível.",
    copy: "Copiar",
    scripts: {
      schema: {
        title: "Adicionar colunas",
        description:
          "As migrações que criam cada tabela, coluna, restrição e índice (aplicadas na inicialização).",
      },
      policies: {
        title: "Políticas de acesso (RLS)",
        description:
          "As regras de acesso que o servidor aplica, como políticas de segurança por linha do PostgreSQL.",
      },
      maintenance: {
        title: "Atualizar projetos",
        description:
          "Manutenção: corrige nichos, marcas de tradução, posições dos blocos, vínculos e perfis.",
      },
    },
  },
  users: {
    title: "Usuários",
    description: "Só um superadmin concede ou remove o papel de superadmin.",
    loading: "Carregando usuários",
    loadFailed: "Não foi possível carregar os usuários",
    name: "Nome",
    email: "E-mail",
    role: "Papel",
    projects: "Projetos",
    since: "Desde",
    roleOf: "Papel de {{email}}",
    viaConfig: "Admin via ADMIN_EMAILS",
    roleUpdated: "Papel atualizado",
    roleUpdatedBody: "{{name}} agora é {{role}}.",
    roleFailed: "Não foi possível alterar o papel",
  },
};
