import type { structure as en } from "../en/structure";
import type { Catalog } from "../types";

export const structure: Catalog<typeof en> = {
  toggle: "Estrutura",
  title: "Mapa da estrutura",
  exportOption: "Incluir o mapa da estrutura (imagem)",
  close: "Fechar",
  empty: "Adicione blocos para ver a estrutura da copy.",
  total: "{{words}} palavras · {{duration}}",
  strip: "Seções da copy",
  sectionLabel: "{{type}}: {{blocks}} bloco(s), {{words}} palavras, {{duration}}",
  words_one: "{{count}} palavra",
  words_other: "{{count}} palavras",
  checkAgainst: "Conferir a ordem com",
  classic: "Carta de vendas clássica",
  template: "Modelo: {{name}}",
  inOrder: "Todas as etapas estão presentes, em ordem.",
  issues: "O que conferir",
  after: "depois do #{{n}}",
  goTo: "#{{n}}",
  issue: {
    missing: "Falta {{step}}",
    tooEarly: "{{step}} vem cedo demais",
    tooLate: "{{step}} vem tarde demais",
  },
  stages: {
    hook: "Gancho",
    problem: "Problema",
    story: "História",
    mechanism: "Mecanismo",
    proof: "Prova",
    offer: "Oferta",
    guarantee: "Garantia",
    callToAction: "Chamada para ação",
  },
};
