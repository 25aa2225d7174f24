import type { LexicalGroup } from "../types";

/** Portuguese: the problem section (pain, failed attempts, why the usual options fail, who profits). */
export const PT_PROBLEM: LexicalGroup = {
  PAIN_POINT: {
    keywords:
      "cansad* | dor | dores | sofre* | problema* | dificuldade* | inchad* | gordura | barriga | dívida* | contas | boletos | insônia | acorda | acordar | piora* | sintoma* | travad* | estressad* | esgotad* | pesad* | ansiedade | aperto | sobra | dói | doem | rigidez | rígid* | formigamento | incômodo | cansaço",
    phrases:
      "sabe do que eu estou falando | sabe exatamente do que | todos os dias | toda noite | toda manhã | você acorda | você sente | você já | toda vez que | cada vez mais | cada vez pior | não aguenta mais | no fim do mês | no final do mês | pior de tudo | o problema é | conhece essa sensação | sabe aquela | sabe quando | a conta não fecha | se arrasta | não rende",
    startPatterns: [
      "você (acorda|sente|sabe|conhece|passa|vive|chega|olha|já (sentiu|passou|se pegou|percebeu|reparou))",
      "sabe (aquela|quando|aquele)",
      "(conhece|reconhece) (essa|isso|esse)",
      "(talvez|provavelmente) você",
      "e (o pior|pior)",
    ],
    patterns: [
      "(todo|toda) (dia|noite|manhã|mês|semana)",
      "(não|nao) (consegue|aguenta|dorme|rende|sobra)",
      "\\?$",
    ],
    contextualIndicators: "cansaço | sono | dinheiro | trabalho | corpo | rotina | sempre | nunca",
  },
  EMOTIONAL_PAIN: {
    keywords:
      "vergonha | envergonhad* | humilh* | emocionalmente | burro | burra | boba | bobo | medo | frustra* | sozinh* | solidão | invisível | culpa | culpada | culpado | chorar | chorei | chorando | chora | lágrimas | triste* | deprimid* | insegur* | fracassad* | fracasso | desesper* | angústia | impotente | derrotad* | vazio | vazia | incapaz | feia | feio | rejeitad* | inútil",
    phrases:
      "no fundo | não é boa o suficiente | não é bom o suficiente | por dentro | se sente | me sentia | sentimento de | olhar no espelho | no espelho | ninguém entende | ninguém vê | a sensação de | trancad* no banheiro | sem esperança | perdeu a vontade | um nó na garganta | engolir o choro",
    startPatterns: [
      "(e )?(no fundo|por dentro)",
      "(você|eu) (se sente|me sentia|sente vergonha|tem medo)",
      "(a|essa) (vergonha|solidão|culpa|frustração)",
    ],
    patterns: [
      "(sente|sentia|sentiu|sentir) (vergonha|medo|culpa|raiva|inveja|um vazio)",
      "(chor(ar|ei|ou|ando))",
    ],
    contextualIndicators: "sentimento | sentir | coração | espelho | alma | dói | machuca",
  },
  RELATIONSHIP_PAIN: {
    keywords:
      "marido | esposa | namorad* | parceir* | casamento | filhos | filha | filho | família | amigos | amigas | sogr* | relacionamento | cônjuge | netos | companheir* | cama",
    phrases:
      "seu marido | sua esposa | seus filhos | sua família | na frente dos | na frente das | com seus filhos | se afastou | não te olha | não te toca | dormir em quartos | brigas | discussões | com as amigas | com os amigos | um com o outro | vocês dois | chega em casa | a dois | vida a dois | o casamento",
    startPatterns: [
      "(seu|sua|seus|suas) (marido|esposa|filhos|filha|filho|família|parceir|namorad|amig)",
      "(e )?(em casa|dentro de casa)",
    ],
    patterns: [
      "(marido|esposa|filhos?|filha|namorad[oa]|parceir[oa]|família|amig[oa]s)[^.]{0,60}(olha|percebe|reclama|briga|afast|evita|vergonha|ri|zomba)",
    ],
    contextualIndicators:
      "casa | em casa | jantar | festa | fim de semana | olhar | carinho | distância | juntos",
  },
  FAILED_SOLUTIONS: {
    keywords:
      "tentou | tentei | tentativa* | dietas | academia | remédios | chás | shakes | cursos | planilhas | aplicativos | desistiu | desisti | gastou | gastei | sanfona | simpatias | promessas",
    phrases:
      "já tentou | já tenha tentado | você tentou | eu tentei | nada funcionou | não funcionou | nenhum funcionou | sem resultado | efeito sanfona | voltou tudo | dinheiro jogado fora | de tudo | já fez | já gastou | tentou de tudo | tentei de tudo | mais uma vez | nada adiantou",
    startPatterns: [
      "(e )?você (já )?tentou",
      "(eu )?tentei",
      "talvez você [a-z ]{0,12}(tenha tentado|tentou)",
      "já tentou",
      "(dietas|remédios|cursos|terapias|aplicativos),",
    ],
    patterns: [
      "tent(ou|ei|amos|aram)[^.]{0,80}(nada|não funcion|voltou|desist)",
      "(dieta|remédio|shake|academia|curso|aplicativo|chá|planilha|terapia)s?, (dieta|remédio|shake|academia|curso|aplicativo|chá|planilha|terapia)",
    ],
    contextualIndicators: "nada | nunca | sempre | mesmo assim | de novo | outra vez",
  },
  ALTERNATIVES_PROBLEM: {
    keywords:
      "tradicionais | convencionais | colaterais | caríssim* | ineficaz* | temporári* | paliativ* | mascarar | mascaram | farmácia | bancos | cirurgia* | corretoras | gurus | genéricos",
    phrases:
      "o problema com | tratamento padrão | os tratamentos comuns | o problema das | o problema dos | o problema é que | efeitos colaterais | custam caro | custa caro | tratam apenas | atacam só | atacam apenas | não resolvem | só mascaram | a maioria dos | a maioria das | o que o mercado | soluções comuns | curto prazo | métodos tradicionais | tratamentos tradicionais | por isso não funcionam | na melhor das hipóteses",
    startPatterns: [
      "o problema (com|das|dos|é que)",
      "a maioria (dos|das)",
      "(as )?(dietas|remédios|cursos|bancos|terapias|academias|cirurgias|apps) (tradicionais|convencionais|comuns|da moda)",
      "(e )?(os|as) (remédios|dietas|bancos|cursos|terapias|cirurgias|tratamentos)",
      "(o )?tratamento (padrão|comum|convencional)",
    ],
    patterns: [
      "(tratam|atacam|combatem|resolvem) (apenas |só )?(o|os) (sintoma|efeito)",
      "(não|nunca) (resolvem|atacam|tratam) (a|o) (causa|raiz|problema)",
    ],
    contextualIndicators: "sintoma | causa | caro | mercado | promessa | genérico",
  },
  CONSPIRACY: {
    keywords:
      "indústria | farmacêutica | farmacêuticas | lucra | lucram | lucro | bilhões | escondem | esconder | escondido | escondida | esconde | censur* | proibid* | abafar | abafad* | corporações | interesses | lobby | gigantes",
    phrases:
      "não quer que você saiba | modelo de negócio | muito dinheiro em | não querem que você saiba | por trás | grandes empresas | indústria farmacêutica | a verdade que | ninguém te conta | ninguém te contou | mantido em segredo | tirar do ar | bilhões por ano | lucram com | interesse em | não interessa | não é por acaso | ganham dinheiro",
    startPatterns: [
      "(a|as) (indústria|grandes empresas|farmacêuticas|bancos|gigantes)",
      "(sabe|adivinha) (por que|quem)",
      "(e )?(isso|essa verdade) não (é|foi) por acaso",
    ],
    patterns: [
      "não (quer|querem) que (você|vocês) (saiba|descubra|conheça)",
      "(lucra|lucram|ganha|ganham|fatura|faturam) (bilhões|milhões|fortunas)",
      "(escond|abaf|censur)",
    ],
    contextualIndicators: "verdade | segredo | dinheiro | silêncio | sistema | grandes",
  },
};
