import type { LexicalGroup } from "../types";

/** Portuguese: the solution section (teaser, discovery, mechanism, ingredient, science, method, positioning). */
export const PT_SOLUTION: LexicalGroup = {
  SOLUTION_TEASER: {
    keywords: "saída | solução | esperança | possível | jeito | caminho | boa",
    phrases:
      "existe uma saída | existe uma solução | existe um jeito | existe uma forma | existe uma maneira | há uma saída | há uma solução | mas existe | em instantes | daqui a pouco | vou revelar | mais simples do que | uma forma de | a boa notícia | boa notícia | e se houvesse | é possível | tem jeito | tem solução | continue assistindo | fique comigo | já já | logo mais",
    startPatterns: [
      "(mas |só que |porém )?(existe|há|tem) (uma|um) (saída|solução|jeito|forma|maneira|caminho)",
      "(mas )?a boa notícia",
      "(e )?se (houvesse|existisse)",
      "(mas )?calma",
    ],
    patterns: [
      "(vou|vamos) (te )?(mostrar|revelar|explicar) (em instantes|daqui a pouco|já já|logo|nesta|neste|agora)",
      "(mais simples|mais fácil) do que (você|parece)",
    ],
    contextualIndicators: "esperança | ainda | possível | simples | mostrar | revelar",
  },
  DISCOVERY_NARRATIVE: {
    keywords:
      "descobri | encontrei | conheci | deparei | viagem | acaso | investiguei | pesquisando | curiosidade | aldeia | vilarejo | anotações | arquivo | congresso",
    phrases:
      "foi então que | entendi isso quando | notei um padrão | comecei a acompanhar | foi aí que | foi quando | por acaso | me deparei | me mostrou | durante uma viagem | numa viagem | em uma viagem | naquele momento | para minha surpresa | comecei a pesquisar | comecei a estudar | mergulhei | até que um dia | um velho amigo | passei meses | passei anos",
    startPatterns: [
      "foi (então|aí|quando|nessa época|nesse momento)",
      "até que",
      "(um|certo) dia",
      "então (eu )?(descobri|conheci|encontrei)",
      "depois de (meses|anos|semanas)",
      "(durante|numa|em uma) (viagem|conferência|pesquisa|visita)",
    ],
    patterns: [
      "(descobri|encontrei|conheci|percebi) (que|um|uma|o|a)",
      "(notei|percebi|observei) (um|esse|este|o mesmo) padrão",
      "(passei|levei) (\\d+|meses|anos|semanas)",
    ],
    contextualIndicators: "pesquisa | estudar | viagem | surpresa | descobrir | encontrar",
  },
  MECHANISM_INTRO: {
    keywords:
      "causa | raiz | mecanismo | células | hormônio* | inflamaç* | metabolismo | cortisol | insulina | cérebro | intestino | gatilho | efeito | processo | ciclo | bloqueio | desequilíbrio",
    phrases:
      "a verdadeira causa | eu chamo de | eu chamo isso de | a causa real | a raiz do problema | o verdadeiro motivo | a verdadeira razão | o verdadeiro culpado | o que realmente | não é culpa sua | não é falta de | é chamado | se chama | conhecido como | conhecida como | funciona assim | acontece que | o motivo é | por trás do | por trás da | o verdadeiro vilão",
    startPatterns: [
      "(a|o) (verdadeir[ao]|real) (causa|motivo|razão|culpado|vilão)",
      "não é (culpa|falta|a sua|o seu|por)",
      "acontece que",
      "(isso|esse fenômeno) (se chama|é chamado)",
    ],
    patterns: [
      "não é (culpa sua|falta de|a sua|o seu|por causa)",
      "(se chama|é chamad[oa]|conhecid[oa] como)",
      "(verdadeir[ao]|real) (causa|motivo|razão|culpado|vilão)",
      "não é [^.,]{3,40}, (é|e sim) ",
    ],
    contextualIndicators: "corpo | organismo | na verdade | realmente | verdadeiro | sinal",
  },
  KEY_INGREDIENT: {
    keywords:
      "ingrediente* | composto* | substância* | extrato | planta* | folhas | fruta* | semente* | mineral | vitamina* | nutriente* | ativo | ativos | erva* | óleo | ácido | fibra* | peptídeo* | molécula* | raiz | casca",
    phrases:
      "ingrediente chave | ingrediente principal | elemento central | que faz tudo funcionar | peça chave | peça que faltava | o segredo está | o segredo estava | um composto | encontrado na | encontrado no | encontrada na | extraído da | extraído do | extraída da | extraída do | presente na | presente no | rico em | a chave | o elemento | a peça",
    startPatterns: [
      "(o|a) (segredo|chave|ingrediente|peça|elemento) (está|estava|é|era|principal|chave)",
      "(esse|este|o) (composto|ingrediente|extrato|nutriente|ativo)",
    ],
    patterns: [
      "(encontrad|extraíd|present)[oa]s? (n[oa]|d[oa]|em)",
      "(segredo|chave) (não )?(está|estava)",
      "(rico|rica|ricos|ricas) em",
      "(chamad[oa]|conhecid[oa] como) [a-z]+ina",
    ],
    contextualIndicators: "natural | dose | concentração | miligramas | mg | planta",
  },
  SCIENTIFIC_VALIDATION: {
    keywords:
      "estudo* | pesquisa* | universidade | cientistas | científic* | publicad* | participantes | voluntários | clínico | clínica | comprovad* | harvard | stanford | usp | unicamp | journal | laboratório | pesquisadores | placebo | mit",
    phrases:
      "um estudo | mostrou que | concluiu que | descobriram que | estudo publicado | pesquisadores da | pesquisadores de | universidade de | universidade federal | segundo pesquisa | comprovado cientificamente | ensaio clínico | grupo de controle | os resultados | revisado por pares | meta-análise | revista científica | dados mostram | dados do",
    startPatterns: [
      "(um|uma|outro|outra|esse|este) (estudo|pesquisa|ensaio|levantamento)",
      "(pesquisadores|cientistas) (da|de|do)",
      "(segundo|de acordo com) (a|o|um|uma) (pesquisa|estudo|universidade)",
    ],
    patterns: [
      "[\\d.,]+ (participantes|voluntários|pacientes|pessoas|mulheres|homens) (por|durante|em)",
      "(estudo|pesquisa|ensaio) (com|de|envolvendo) [\\d.,]+",
      "\\d+ ?% (dos|das|de|mais|menos|a mais|a menos)",
      "universidade (de|da|federal|do)",
    ],
    contextualIndicators: "grupo | semanas | resultados | evidência | dados | publicado",
  },
  FORMULA_REVEAL: {
    keywords:
      "passos | etapas | fórmula | método | fases | pilares | protocolo | sequência | combinação | regras | rotina | ritual | receita",
    phrases:
      "três passos | 3 passos | o método | a fórmula | passo a passo | primeiro passo | segundo passo | terceiro passo | a combinação | funciona em | é dividido em | consiste em | em três etapas | o protocolo | a rotina | por dia | minutos por dia | o passo",
    startPatterns: [
      "(o|a) (método|fórmula|protocolo|ritual|receita) (é|funciona|tem|consiste)",
      "(primeiro|segundo|terceiro|quarto|passo)",
      "funciona assim",
    ],
    patterns: [
      "(\\d+|dois|duas|três|quatro|cinco|sete) (passos|etapas|fases|pilares|regras|minutos por dia|ingredientes)",
      "passo (\\d|um|dois|três)",
      "(primeiro|primeira)[^.]{0,80}(depois|segundo|em seguida)",
    ],
    contextualIndicators: "depois | em seguida | por fim | simples | dia | semana",
  },
  COMPARISON: {
    keywords: "igual | parecid* | semelhante | comparad* | comparação | enquanto | versus | vs",
    phrases:
      "funciona como | é como | pense nisso como | pense como | assim como | da mesma forma | igual a | parecido com | semelhante a | comparado com | comparado a | ao contrário de | diferente de | em vez de | custa menos que | é como se | mais barato que | mais barato do que | o dobro de | metade do",
    startPatterns: [
      "(é|funciona) como",
      "pense (nisso |nele |nela )?como",
      "(assim como|da mesma forma|imagine um)",
      "(enquanto|ao contrário)",
    ],
    patterns: [
      "(como|igual a|feito) (um|uma) [a-z]+ (para|pra|de)",
      "mais (rápido|barato|eficaz|simples|potente|seguro|forte|leve) (que|do que)",
      "(enquanto|ao passo que) (o|a|os|as) [a-z]+",
    ],
    contextualIndicators: "comparar | diferença | mesmo | mesma | mas | porém",
  },
  USP: {
    keywords: "único | única | exclusiv* | patente* | patentead* | inédit* | diferencial | original",
    phrases:
      "o único | a única | feito para | pensado para | nenhum outro | nenhuma outra | você não vai encontrar | em nenhum lugar | só aqui | diferente de tudo | o que torna | o que faz | feito especialmente | desenvolvido exclusivamente | pela primeira vez no brasil | primeiro e único | primeira e única",
    startPatterns: [
      "(é )?(o|a) (único|única|primeiro|primeira)",
      "(nenhum|nenhuma) (outr[oa]|programa|produto|método|suplemento|curso)",
      "o que (torna|faz|diferencia)",
    ],
    patterns: [
      "(único|única) (que|no|na|do|da|com)",
      "(nenhum|nenhuma) (outr[oa])",
      "(que|o que) (diferencia|torna)",
    ],
    contextualIndicators: "diferente | exclusivo | especial | mercado | nenhum",
  },
};
