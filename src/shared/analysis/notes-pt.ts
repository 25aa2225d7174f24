// The local engines' suggestions as the Brazilian Portuguese sentences API clients have always
// read in `suggestions`. The web app words the same notes from its catalogs instead.
import type { AnalysisNote, ReadabilityBand } from "./results";
import { plural } from "./stats";
import { formatNumber } from "./text";

export const BAND_NAMES_PT: Readonly<Record<ReadabilityBand, string>> = {
  NO_TEXT: "Sem texto",
  VERY_EASY: "Muito fácil",
  EASY: "Fácil",
  FAIRLY_EASY: "Razoavelmente fácil",
  STANDARD: "Padrão",
  FAIRLY_DIFFICULT: "Razoavelmente difícil",
  DIFFICULT: "Difícil",
  VERY_DIFFICULT: "Muito difícil",
};

const MISSING_TIPS: Readonly<Record<string, string>> = {
  Gancho: "Falta um Gancho: abra com uma grande promessa, uma história ou uma quebra de padrão.",
  Prova:
    "Falta Prova: inclua depoimentos, números de clientes, antes e depois ou estudos que sustentem a promessa.",
  Oferta: "Falta a Oferta: apresente o produto pelo nome, o que a pessoa recebe e o preço.",
  Garantia: "Falta a Garantia: elimine o risco com um prazo de devolução do dinheiro.",
  "Chamada para ação":
    "Falta a Chamada para ação: diga exatamente o que fazer agora (clicar no botão, escolher o kit).",
};

const num = (value: string | number | undefined) => formatNumber(Number(value ?? 0));

export function noteInPortuguese(note: AnalysisNote): string {
  const p = note.params;
  const count = Number(p.count ?? 0);
  switch (note.code) {
    case "EMPTY_TEXT":
      return "O texto está vazio: escreva ou cole o conteúdo para analisar.";
    case "TOO_FEW_WORDS":
      return `O texto tem ${plural(count, "palavra", "palavras")}; para SEO, procure chegar a pelo menos ${p.min}.`;
    case "LONG_SENTENCES":
      return `${count} ${count === 1 ? "frase tem" : "frases têm"} mais de ${p.max} palavras; divida-as para facilitar a leitura (ex.: "${p.example}").`;
    case "LONG_AVERAGE":
      return `As frases têm em média ${num(p.average)} palavras; procure ficar abaixo de ${p.max}.`;
    case "DENSE_KEYWORD":
      return `A palavra "${p.term}" tem densidade de ${num(p.density)}% (acima de ${p.max}%); varie o vocabulário para não parecer excesso de palavras-chave.`;
    case "HARD_TO_READ":
      return `Leitura ${BAND_NAMES_PT[p.band as ReadabilityBand].toLowerCase()} (índice ${num(p.score)}): use frases mais curtas e palavras mais simples.`;
    case "NO_KEYWORD":
      return "Nenhuma palavra-chave se destaca; repita o termo principal algumas vezes (densidade entre 1% e 2%).";
    case "EMPTY_LETTER":
      return "A carta está vazia: adicione os blocos de gancho, prova, oferta, garantia e chamada para ação.";
    case "MISSING_ELEMENT":
      return MISSING_TIPS[String(p.element)] ?? `Falta ${p.element}.`;
    case "OUT_OF_ORDER":
      return `${p.first} aparece antes de ${p.second}; o esperado é ${p.second} antes de ${p.first}.`;
    case "LONG_SENTENCES_VSL":
      return `${plural(count, "frase tem", "frases têm")} mais de ${p.max} palavras; divida-as para manter o ritmo da narração.`;
    case "LONG_AVERAGE_VSL":
      return `As frases têm em média ${num(p.average)} palavras; em VSL, procure ficar abaixo de ${p.max}.`;
    case "SHORT_VSL":
      return `A carta dura cerca de ${num(p.minutes)} min narrada; desenvolva a dor, a prova e a oferta para sustentar a venda.`;
  }
}
