import { Bug, Eraser, type LucideIcon, Table, Trash, Trash2 } from "lucide-react";

export type ToolPage = { path: string; title: string; description: string; icon: LucideIcon };

/** The developer tool pages (spec 2); admin-only by DESIGN decision 1. */
export const toolPages: ToolPage[] = [
  {
    path: "/tools/cleanup",
    title: "Limpeza de projetos",
    description: "Listar e excluir projetos, inclusive todos de uma vez.",
    icon: Eraser,
  },
  { path: "/tools/debug", title: "Debug", description: "Inspecionar projetos e seus blocos.", icon: Bug },
  {
    path: "/tools/table-info",
    title: "Informações da tabela",
    description: "Ver as colunas das tabelas do banco de dados.",
    icon: Table,
  },
  {
    path: "/tools/cleanup-specific",
    title: "Limpeza específica",
    description: "Excluir ou marcar como excluídos projetos escolhidos por ID.",
    icon: Trash2,
  },
  {
    path: "/tools/direct-delete",
    title: "Exclusão direta",
    description: "Forçar a exclusão de um projeto pelo seu ID.",
    icon: Trash,
  },
];
