import { Bug, Eraser, type LucideIcon, Table, Trash, Trash2 } from "lucide-react";

export type ToolPage = {
  path: string;
  title: string;
  /** Label in the tools navigation. */
  short: string;
  description: string;
  icon: LucideIcon;
};

/** The developer tool pages; admin-only, since they change every user's data. */
export const toolPages: ToolPage[] = [
  {
    path: "/tools/cleanup",
    title: "Limpeza de projetos",
    short: "Limpeza",
    description: "Listar e excluir projetos, inclusive todos de uma vez.",
    icon: Eraser,
  },
  {
    path: "/tools/debug",
    title: "Debug",
    short: "Debug",
    description: "Ver os IDs dos projetos e marcá-los como excluídos.",
    icon: Bug,
  },
  {
    path: "/tools/table-info",
    title: "Informações da tabela",
    short: "Tabelas",
    description: "Ver as colunas das tabelas do banco de dados.",
    icon: Table,
  },
  {
    path: "/tools/cleanup-specific",
    title: "Limpeza específica",
    short: "Limpeza específica",
    description: "Forçar a exclusão de uma lista de projetos pelos seus IDs.",
    icon: Trash2,
  },
  {
    path: "/tools/direct-delete",
    title: "Exclusão direta",
    short: "Exclusão direta",
    description: "Excluir um projeto pelo seu ID.",
    icon: Trash,
  },
];
