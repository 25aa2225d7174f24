import type { prompter as en } from "../en/prompter";
import type { Catalog } from "../types";

export const prompter: Catalog<typeof en> = {
  back: "Voltar ao editor",
  loading: "Carregando o roteiro…",
  loadFailed: "Não foi possível carregar o projeto.",
  empty: "Este projeto ainda não tem texto para ler.",
  source: "Texto a ler",
  finalCopy: "Copy final",
  play: "Iniciar",
  pause: "Pausar",
  restart: "Voltar ao início",
  slower: "Mais devagar",
  faster: "Mais rápido",
  pace: "{{wpm}} palavras/min",
  mirror: "Espelhar",
  elapsed: "{{time}} decorridos",
  remaining: "faltam {{time}}",
  keys: "Espaço: iniciar/pausar · ↑ ↓: velocidade · M: espelhar",
};
