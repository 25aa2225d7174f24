// Sales copy written for the analysis tests (not product data). A short Portuguese VSL for a
// sleep supplement, its blocks typed, and English copy.

export const VSL_BLOCKS: readonly { type: string; text: string }[] = [
  {
    type: "HOOK",
    text: "Existe um ritual de 30 segundos, feito antes de deitar, que pode devolver a você noites inteiras de sono profundo, sem remédio tarja preta e sem acordar de madrugada.",
  },
  {
    type: "PAIN_POINT",
    text: "Se você deita cansado, vira de um lado para o outro e vê o relógio marcar duas, três, quatro da manhã, sabe como é horrível começar o dia exausto.",
  },
  {
    type: "EMOTIONAL_PAIN",
    text: "O cansaço vira irritação, a irritação vira briga em casa, e o medo de passar mais uma noite em claro começa antes mesmo de o sol se pôr.",
  },
  {
    type: "STORY_HOOK",
    text: "Foi assim com a Marta, professora de 52 anos, de Campinas. Ela dormia três horas por noite e já tinha tentado de tudo: chá, melatonina, meditação, aplicativos etc. Nada funcionou.",
  },
  {
    type: "FAILED_SOLUTIONS",
    text: "Os remédios para dormir até derrubavam, mas ela acordava pesada, com a cabeça confusa... e com medo de ficar dependente.",
  },
  {
    type: "EXPERT_INTRO",
    text: "Tudo mudou quando ela conheceu o Dr. Renato Alves, neurologista com 20 anos de estudo sobre o sono.",
  },
  {
    type: "MECHANISM_INTRO",
    text: "Ele explicou que a insônia depois dos 40 quase nunca é falta de cansaço. O verdadeiro problema é o cortisol alto à noite, que mantém o cérebro em alerta quando deveria desligar.",
  },
  {
    type: "KEY_INGREDIENT",
    text: "A solução estava em três ingredientes naturais: magnésio, camomila e L-teanina, que ajudam o corpo a baixar o cortisol e a entrar no sono profundo.",
  },
  {
    type: "SCIENTIFIC_VALIDATION",
    text: "Um estudo com 120 voluntários mostrou que essa combinação reduziu em 42% o tempo para pegar no sono em apenas quatro semanas.",
  },
  {
    type: "TESTIMONIAL",
    text: '"Na primeira semana eu já dormia a noite inteira. Acordo disposta, feliz e com energia para dar aula!" — Marta, 52 anos.',
  },
  {
    type: "SOCIAL_PROOF",
    text: "Mais de 37 mil brasileiros já usam o SonoLeve e a avaliação média é de 4,8 estrelas.",
  },
  {
    type: "PRODUCT_INTRO",
    text: "O SonoLeve é produzido em laboratório certificado pela Anvisa, com ingredientes naturais e sem efeitos colaterais.",
  },
  {
    type: "OFFER_STRUCTURE",
    text: "Hoje o kit com 3 frascos sai por apenas R$ 197,00, em vez de R$ 1.000,00, e o frete é grátis para todo o Brasil.",
  },
  {
    type: "GUARANTEE",
    text: "E você não corre nenhum risco: tem 90 dias de garantia. Se não dormir melhor, devolvemos todo o seu dinheiro.",
  },
  {
    type: "CALL_TO_ACTION",
    text: "Clique no botão verde abaixo, escolha o seu kit e comece hoje mesmo a dormir como um bebê.",
  },
];

export const VSL_TEXT = VSL_BLOCKS.map((b) => b.text).join("\n");

export const PT_POSITIVE =
  "Este é o melhor método que já testei. O resultado foi incrível e rápido! Eu me sinto feliz, leve e cheia de energia. Recomendo muito: funciona de verdade e ainda tem garantia.";

export const PT_NEGATIVE =
  "Eu vivia cansado, com dor e medo. As dívidas só cresciam e cada tentativa terminava em fracasso. Foi horrível, uma fase triste e humilhante da minha vida.";

export const EN_POSITIVE =
  "This is the best program I have ever tried. The results were amazing and fast! I feel happy, healthy and full of energy. I highly recommend it, and it comes with a guarantee.";

export const EN_NEGATIVE =
  "I was tired, broke and afraid. The pain was unbearable and every diet was a failure. It was a terrible, depressing time and I felt hopeless and alone.";

/** A paragraph of a public project that someone else copied into their own letter. */
export const COPIED_PARAGRAPH =
  "Ele explicou que a insônia depois dos 40 quase nunca é falta de cansaço. O verdadeiro problema é o cortisol alto à noite, que mantém o cérebro em alerta quando deveria desligar.";

export const UNRELATED_TEXT =
  "A planilha de orçamento doméstico organiza receitas e despesas por categoria. Ao fim do mês, o gráfico mostra para onde foi cada real e sugere metas realistas de economia para o trimestre seguinte, sem complicação nenhuma.";
