import type { SharedMessages } from "./en";

/** Text that src/shared makes, in Brazilian Portuguese (the keys of en.ts). */
export const sharedPt: SharedMessages = {
  export: {
    untitled: "Projeto sem título",
    original: "Original",
    translation: "Tradução",
    expansion: "Expansão",
    typeColumn: "Tipo",
    exportedFrom: "Exportado do CopyBlocks",
  },
  pdf: {
    scripts: {
      japanese: "japonês",
      chinese: "chinês",
      korean: "coreano",
      arabic: "árabe",
      hebrew: "hebraico",
      indic: "indiano",
      thai: "tailandês",
      emoji: "emoji",
    },
    omitted: "[texto em {{script}} omitido]",
    omittedOther: "[caracteres omitidos]",
    missingNote:
      "Atenção: alguns caracteres{{list}} não podem ser exibidos neste PDF e foram substituídos por marcas como {{example}}. Exporte em HTML, Markdown, TXT ou JSON para mantê-los.",
  },
  structure: {
    heading_one: "Estrutura da copy · {{count}} palavra · {{duration}}",
    heading_other: "Estrutura da copy · {{count}} palavras · {{duration}}",
    section_one: "{{type}} — {{range}} · {{count}} palavra · {{duration}}",
    section_other: "{{type}} — {{range}} · {{count}} palavras · {{duration}}",
    inOrder: "Ordem clássica: todas as etapas presentes, em ordem.",
    issues: "Ordem clássica: {{issues}}.",
    missing: "Falta: {{step}}",
    tooEarly: "Cedo demais: {{step}}",
    tooLate: "Tarde demais: {{step}}",
    inBlock: "{{issue}} (bloco {{block}})",
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
  },
  analysis: {
    elements: {
      hook: "Gancho",
      proof: "Prova",
      offer: "Oferta",
      guarantee: "Garantia",
      cta: "Chamada para ação",
    },
    bands: {
      NO_TEXT: "Sem texto",
      VERY_EASY: "Muito fácil",
      EASY: "Fácil",
      FAIRLY_EASY: "Razoavelmente fácil",
      STANDARD: "Padrão",
      FAIRLY_DIFFICULT: "Razoavelmente difícil",
      DIFFICULT: "Difícil",
      VERY_DIFFICULT: "Muito difícil",
    },
    notes: {
      EMPTY_TEXT: "O texto está vazio: escreva ou cole o conteúdo para analisar.",
      TOO_FEW_WORDS_one: "O texto tem {{count}} palavra; para SEO, procure chegar a pelo menos {{min}}.",
      TOO_FEW_WORDS_other: "O texto tem {{count}} palavras; para SEO, procure chegar a pelo menos {{min}}.",
      LONG_SENTENCES_one:
        '{{count}} frase tem mais de {{max}} palavras; divida-a para facilitar a leitura (ex.: "{{example}}").',
      LONG_SENTENCES_other:
        '{{count}} frases têm mais de {{max}} palavras; divida-as para facilitar a leitura (ex.: "{{example}}").',
      LONG_AVERAGE: "As frases têm em média {{average}} palavras; procure ficar abaixo de {{max}}.",
      DENSE_KEYWORD:
        'A palavra "{{term}}" tem densidade de {{density}}% (acima de {{max}}%); varie o vocabulário para não parecer excesso de palavras-chave.',
      HARD_TO_READ:
        "Legibilidade: {{band}} (índice {{score}}). Use frases mais curtas e palavras mais simples.",
      NO_KEYWORD:
        "Nenhuma palavra-chave se destaca; repita o termo principal algumas vezes (densidade entre 1% e 2%).",
      EMPTY_LETTER:
        "A carta está vazia: adicione os blocos de gancho, prova, oferta, garantia e chamada para ação.",
      MISSING_ELEMENT: {
        hook: "Falta um Gancho: abra com uma grande promessa, uma história ou uma quebra de padrão.",
        proof:
          "Falta Prova: inclua depoimentos, números de clientes, antes e depois ou estudos que sustentem a promessa.",
        offer: "Falta a Oferta: apresente o produto pelo nome, o que a pessoa recebe e o preço.",
        guarantee: "Falta a Garantia: elimine o risco com um prazo de devolução do dinheiro.",
        cta: "Falta a Chamada para ação: diga exatamente o que fazer agora (clicar no botão, escolher o kit).",
      },
      OUT_OF_ORDER: "{{first}} aparece antes de {{second}}; o esperado é {{second}} antes de {{first}}.",
      LONG_SENTENCES_VSL_one:
        "{{count}} frase tem mais de {{max}} palavras; divida-a para manter o ritmo da narração.",
      LONG_SENTENCES_VSL_other:
        "{{count}} frases têm mais de {{max}} palavras; divida-as para manter o ritmo da narração.",
      LONG_AVERAGE_VSL:
        "As frases têm em média {{average}} palavras; em VSL, procure ficar abaixo de {{max}}.",
      SHORT_VSL:
        "A carta dura cerca de {{minutes}} min narrada; desenvolva a dor, a prova e a oferta para sustentar a venda.",
    },
  },
};
