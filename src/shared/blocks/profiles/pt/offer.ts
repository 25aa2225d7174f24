import type { LexicalGroup } from "../types";

/** Portuguese: the offer and close (product, package, bonus, guarantee, urgency, scarcity, action, future). */
export const PT_OFFER: LexicalGroup = {
  PRODUCT_INTRO: {
    keywords:
      "apresento | apresentar | criei | nasceu | desenvolvi | desenvolvemos | criamos | lançamento | batizei | batizamos",
    phrases:
      "quero te apresentar | transformei isso em | transformei tudo em | deixa eu te apresentar | por isso criei | foi por isso que criei | foi por isso que eu criei | assim nasceu | nasceu o | nasceu a | o nome é | chama-se | criamos o | criamos a | desenvolvi o | desenvolvi a | com vocês | apresento a você | dei o nome",
    startPatterns: [
      "apresento",
      "(quero|deixa eu|permita-me) (te |lhe |a vocês )?apresentar",
      "(por isso|foi por isso que|é por isso que|foi assim que) (eu )?(criei|desenvolvi|criamos|desenvolvemos|nasceu)",
      "(assim|foi assim que) nasceu",
      "(esse|este) é (o|a)",
      "com vocês",
    ],
    patterns: [
      "(criei|desenvolvi|criamos|desenvolvemos|batizei|chamei) (o|a) [a-z]+",
      "(se chama|chama-se|o nome é|batizado de|batizada de) [a-z]+",
      "(curso|programa|método|sistema|fórmula|suplemento|aplicativo|livro) chamad[oa]",
    ],
    contextualIndicators: "programa | produto | método | curso | suplemento | sistema | aplicativo",
  },
  OFFER_STRUCTURE: {
    keywords:
      "recebe | receber | módulos | módulo | acesso | completo | kit | potes | frascos | unidades | pacote* | parcelas | preço | valor | investimento | reais | vitalício | plano | incluído | incluso | aulas | desconto | parcelado",
    phrases:
      "você recebe | você vai receber | acesso completo | acesso vitalício | por apenas | de apenas | à vista | o valor | o preço | o investimento | em vez de pagar | kit com | frete grátis | tudo isso por | o que você recebe | você leva | vezes de | sem mensalidade | ao todo",
    startPatterns: [
      "(ao|quando você) (garantir|entrar|adquirir|se inscrever)",
      "(você|vai) (recebe|receber|leva|levar)",
      "(o|no) (kit|pacote|plano)",
      "(e )?(o|qual é o) (preço|valor|investimento)",
    ],
    patterns: [
      "r\\$ ?\\d",
      "\\d+ ?x (de )?(r\\$)?",
      "\\d+ (potes|frascos|unidades|módulos|aulas|meses de acesso|caixas)",
    ],
    contextualIndicators: "apenas | só | total | preço | valor | mês | dia",
  },
  BONUS: {
    keywords: "bônus | brinde* | presente | grátis | gratuito* | gratuita* | extra | adicional | cortesia",
    phrases:
      "de bônus | como bônus | primeiro bônus | segundo bônus | terceiro bônus | você leva também | de presente | totalmente grátis | sem custo | sem pagar nada | mas isso não é tudo | e tem mais | sem nenhum custo | sem custo adicional | inteiramente grátis",
    startPatterns: [
      "(e )?(mas )?(isso não é tudo|tem mais)",
      "(bônus|brinde|presente)",
      "(primeiro|segundo|terceiro|quarto|último) bônus",
      "além disso",
    ],
    patterns: [
      "bônus ?(#|n[ºo°.]?|número)? ?(\\d|um|dois|três)",
      "(leva|ganha|recebe) (também|ainda|de graça|de presente|grátis)",
      "(também|ainda) (recebe|leva|ganha)",
    ],
    contextualIndicators: "guia | ebook | e-book | aula | planilha | lista | acesso",
  },
  GUARANTEE: {
    keywords:
      "garantia | garantid* | devolv* | reembols* | risco | incondicional | satisfação | centavo | arrisca",
    phrases:
      "garantia de | dias de garantia | devolvemos | seu dinheiro de volta | 100% do seu dinheiro | sem perguntas | sem burocracia | risco zero | todo o risco | nenhum risco | teste por | experimente por | não gostar | não ficar satisfeit* | cada centavo | um único e-mail | um simples e-mail | não tem nada a perder",
    startPatterns: [
      "(e )?(você tem|tem|são) \\d+ dias",
      "(a|minha|nossa|sua) garantia",
      "(e )?se (você )?(não|por algum motivo)",
      "(teste|experimente|use)",
    ],
    patterns: [
      "\\d+ dias (de|para) (garantia|teste|testar|experimentar)",
      "(garantia|reembolso) (de|incondicional|total|blindada)",
      "(devolv|reembols)",
    ],
    contextualIndicators: "dinheiro | risco | dias | e-mail | satisfeito | pedido",
  },
  URGENCY: {
    keywords:
      "urgente | promocional | expira | termina | acaba | meia-noite | prazo | reajuste | aumentar | encerr* | contagem | relógio",
    phrases:
      "só hoje | volta ao valor | volta para | depois que você sair | até hoje | até a meia-noite | por tempo limitado | sair do ar | fora do ar | a qualquer momento | o preço vai | vai voltar | não vai durar | antes que | enquanto está | essa oferta | esta oferta | não sei por quanto tempo | últimas horas | contagem regressiva | o relógio | preço normal | neste momento",
    startPatterns: [
      "(essa|esta|a) (oferta|condição|página|promoção|apresentação)",
      "(mas )?(atenção|corre|depressa|rápido)",
      "(só|somente|apenas) (hoje|até)",
      "(o|esse|este) (preço|valor|desconto)",
    ],
    patterns: [
      "(até|só até) (hoje|amanhã|a meia-noite|meia-noite|domingo|sexta|às \\d)",
      "(preço|valor|oferta|desconto|página|vídeo|condição)[^.]{0,30} (vai|pode|deve) (subir|aumentar|voltar|acabar|sair|cair|expirar)",
      "termina (na|no|hoje|amanhã|às|à|esta|este|nesta|neste)",
      "(sair|sai|tirar|tirado) do ar",
    ],
    contextualIndicators: "hoje | agora | tempo | amanhã | rápido | momento",
  },
  SCARCITY: {
    keywords: "estoque | vagas | restam | últim* | esgot* | limitad* | lote | poucas | poucos | repor",
    phrases:
      "restam apenas | últimas vagas | últimas unidades | última chance | última oportunidade | estoque limitado | vagas limitadas | pode esgotar | quando acabar | acabou | próximo lote | não vamos repor | nunca mais | agora ou nunca | esta é a sua | essa é a sua | não haverá",
    startPatterns: [
      "(restam|sobraram|só restam|temos apenas)",
      "(esta|essa) é (a sua|sua) (última|única)",
      "(última|últimas) (chance|vagas|unidades|oportunidade)",
      "(e )?quando (acabar|esgotar)",
    ],
    patterns: [
      "(restam|sobraram|apenas|só|somente) \\d+ (unidades|vagas|kits|frascos|lugares|potes)",
      "\\d+ (unidades|vagas) (restantes|disponíveis)",
      "(última|única) (chance|oportunidade|vez)",
    ],
    contextualIndicators: "agora | hoje | depois | tarde | nunca | decisão",
  },
  CALL_TO_ACTION: {
    keywords:
      "clique | clica | botão | abaixo | garanta | compre | adquira | inscreva* | cadastre* | acesse | pedido | toque | aperte | comece",
    phrases:
      "clique no botão | clique agora | botão abaixo | botão amarelo | botão verde | logo abaixo | agora mesmo | garanta o seu | garanta a sua | garanta já | faça seu pedido | faça parte | não perca | o próximo passo | tudo o que você precisa fazer | é só clicar | basta clicar | comece agora | garantir o seu | garantir a sua",
    startPatterns: [
      "clique",
      "(então|agora|por isso|portanto)[,]? (clique|garanta|toque|aperte|faça|comece)",
      "garanta",
      "toque",
      "aperte",
      "(é só|basta) (clicar|tocar)",
      "(não perca|não deixe)",
    ],
    patterns: [
      "(clique|toque|aperte|clica) (no|em|aqui|agora|abaixo)",
      "botão (abaixo|amarelo|verde|laranja|aqui)",
      "(garanta|adquira|compre|peça) (o seu|a sua|já|agora|hoje)",
    ],
    contextualIndicators: "agora | hoje | seguro | página | carrinho | acesso",
  },
  FUTURE_VISION: {
    keywords: "imagine | imagina | imaginar | visualize | futuro | liberdade | orgulho | novamente",
    phrases:
      "imagine você | imagine acordar | imagine como | imagine poder | como seria | daqui a | pela primeira vez | de novo | voltar a | a vida que | você merece | sem medo de | com orgulho | o seu futuro | seus próximos | a mulher que | o homem que | em poucas semanas",
    startPatterns: [
      "(agora )?imagin(e|a)",
      "visualize",
      "pense (em )?como (seria|será|vai ser)",
      "daqui a",
      "(feche os olhos|como seria)",
    ],
    patterns: [
      "imagin(e|a) (você|acordar|como|poder|só|se|o|a|seu|sua)",
      "daqui a (\\d+|alguns|poucos|um|uma)",
      "(vai|vão) (poder|voltar|sentir)",
    ],
    contextualIndicators: "você vai | vai poder | sorrir | leve | tranquil* | feliz",
  },
};
