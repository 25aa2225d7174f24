import type { LexicalGroup } from "../types";

/** Portuguese: attention and trust blocks (opening of the letter and proof). */
export const PT_OPENING: LexicalGroup = {
  HOOK: {
    keywords:
      "descubra | segredo* | revela* | chocante | surpreendente | revolucion* | definitiv* | poderos* | transform* | incrível",
    phrases:
      "nos próximos minutos | vídeo mais importante | mudar sua vida | pode ser a diferença | pode mudar | mudar a sua vida | sem precisar | mesmo que você | de uma vez por todas | neste vídeo | nesta apresentação | nesta página | vou te mostrar | você vai descobrir | o que você vai ver | em poucos dias | o que vou te mostrar | passo a passo simples",
    startPatterns: [
      "descubra",
      "se você (quer|deseja|sonha|está cansad|sofre|tem mais de|já)",
      "atenção",
      "como (perder|ganhar|acabar|eliminar|conquistar|ter|fazer|sair|juntar|dormir|voltar|criar|vender)",
      "e se (eu )?(te )?(dissesse|contasse|mostrasse)",
      "o que (você vai|vou)",
    ],
    patterns: [
      "em (apenas |só |menos de )?\\d+ (dias|semanas|minutos|horas|meses)",
      "sem (precisar|dieta|academia|remédio|sair de casa|gastar|passar fome|abrir mão)",
      "mesmo que (você )?(nunca|já|não|seja|tenha)",
      "(vou|vai) te mostrar (como|o|a|exatamente)",
    ],
    contextualIndicators:
      "atenção | importante | assista | até o final | até o fim | agora mesmo | próximos minutos",
  },
  PATTERN_INTERRUPT: {
    keywords:
      "pare | espere | esqueça | loucura | estranho | absurdo | errado | errada | bizarro | contraintuitiv*",
    phrases:
      "esqueça tudo | a resposta não é | tudo o que você sabe | tudo que você sabe | tudo o que te disseram | tudo que te disseram | não feche | antes de fechar | pode parecer loucura | vai parecer estranho | não é o que você pensa | ao contrário do que | jogue fora | você ouviu errado | está tudo errado",
    startPatterns: [
      "pare",
      "espere",
      "esqueça",
      "antes de (fechar|sair|continuar|ir embora)",
      "não (feche|saia|pule)",
      "isso vai (parecer|soar)",
      "eu sei que (parece|isso parece|vai parecer)",
      "(e )?não[,.]",
    ],
    patterns: ["(parece|soa|pode parecer) (loucura|estranho|absurdo|mentira)", "(errado|mentira)\\s*[.!]"],
    contextualIndicators: "na verdade | o oposto | contrário | surpresa | justamente | ao contrário",
  },
  STORY_HOOK: {
    keywords: "lembro | lembra | naquele | naquela | sentado | sentada | ligação | madrugada",
    phrases:
      "era uma | anos atrás | naquele dia | naquela noite | naquela manhã | eu me lembro | lembro como se fosse | tudo começou | deixa eu te contar | vou te contar | quero te contar | eu estava sentad* | nunca vou esquecer | eu nunca vou esquecer | de repente",
    startPatterns: [
      "era uma",
      "(há|faz) (\\d+|dois|três|quatro|cinco|alguns|poucos|uns) (anos|meses|semanas)",
      "lembro",
      "eu (estava|tinha \\d|nunca vou esquecer|me lembro)",
      "tudo começou",
      "deixa eu te contar",
      "naquel[ae]",
      "em (\\d{4}|janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)",
      "(numa|em uma|certa) (terça|quarta|quinta|sexta|segunda|noite|manhã|tarde)",
    ],
    patterns: [
      "(segunda|terça|quarta|quinta|sexta)[- ]feira",
      "\\d+ (horas|h) da (manhã|tarde|noite|madrugada)",
      "(anos|meses) atrás",
    ],
    contextualIndicators:
      "história | lembro | aconteceu | naquele momento | telefone | hospital | consultório",
  },
  CREDIBILITY: {
    keywords:
      "reconhecid* | premiad* | certificad* | congresso* | visualizações | referência | autoridade | destaque | imprensa | revista | jornal | televisão | entrevista* | globo | forbes | exame | veja | folha | estadão | fantástico",
    phrases:
      "apareceu na | apareceu no | já foi apresentad* | já foi compartilhad* | como visto em | foi destaque | ja foi destaque | reconhecido por | recomendado por | usado por | utilizado por | adotado por | indicado por | aprovado pela | aprovado por | registrado na anvisa | selo de | maior especialista",
    startPatterns: ["(como visto|destaque|já apareceu|reconhecid[oa]|premiad[oa])"],
    patterns: [
      "\\d+ anos de (experiência|carreira|mercado|pesquisa|prática|estudo|consultório|clínica|profissão)",
      "(assistid|vist|baixad)[oa]s? (mais de )?[\\d.,]+ (milhões de |mil )?vezes",
      "(globo|record|sbt|band|forbes|exame|veja|folha|estadão|g1|fantástico|cnn brasil)",
      "(médicos|atletas|hospitais|clínicas|nutricionistas|empresas) (de|do|da) (todo|elite|ponta|referência)",
    ],
    contextualIndicators: "prêmio | programa | rede nacional | conferência | congresso | referência nacional",
  },
  EXPERT_INTRO: {
    keywords:
      "doutor* | dr | dra | formad* | formei | especialista | carreira | mestrado | doutorado | phd | professor* | nutricionista | cardiologista | endocrinologista | reumatologista | ortopedista | dermatologista | ginecologista | neurologista | geriatra | terapeuta | psicólog* | consultor* | economista | planejador* | engenheir* | fisioterapeuta | pesquisador* | treinador*",
    phrases:
      "meu nome é | eu sou o | eu sou a | me chamo | muito prazer | sou médico | sou médica | me formei | especialista em | ao longo da minha carreira | minha carreira | atendi mais de | trabalho há | trabalhei como | há mais de",
    startPatterns: [
      "meu nome",
      "me chamo",
      "eu sou (o|a|dr|dra|médic|nutricionista|terapeuta|psicólog|economista|professor)",
      "(olá|oi)[,!]? (eu sou|meu nome|me chamo|aqui)",
      "muito prazer",
      "prazer",
    ],
    patterns: [
      "(sou|fui) (médic|nutricionista|terapeuta|psicólog|economista|professor|consultor|planejador|enfermeir|fisioterapeut)",
      "(há|faz) \\d+ anos (que )?(atendo|trabalho|pesquiso|ensino|ajudo)",
      "(dr|dra|doutor|doutora)\\.? [a-z]+ [a-z]+,",
      "nos últimos (\\d+|[a-z]+) anos,? (eu )?(atendi|ajudei|treinei|ensinei|criei|montei)",
    ],
    contextualIndicators:
      "consultório | pacientes | alunos | clientes | formação | universidade | especialização",
  },
  SOCIAL_PROOF: {
    keywords:
      "avaliações | estrelas | clientes | alunos | alunas | usuários | comunidade | membros | milhares | vendidos | vendidas | compradores | brasileiros | brasileiras | depoimentos",
    phrases:
      "mais de | já usam | já compraram | já transformaram | já estão | já passaram | milhares de | em todo o brasil | no mundo todo | no brasil inteiro | recebemos | todos os dias recebemos | não param de chegar | família de | lista de espera",
    startPatterns: ["(mais de|hoje|já são|são mais de) [\\d.,]+", "milhares de"],
    patterns: [
      "[\\d.,]+ (mil )?(pessoas|alunos|alunas|clientes|mulheres|homens|famílias|brasileir[oa]s|usuári[oa]s|membros|mães|pais|casais|empreendedores|investidores)",
      "[\\d.,]+ (mil )?(avaliações|estrelas|unidades vendidas|kits vendidos|comentários|mensagens)",
      "nota [\\d,]+",
    ],
    contextualIndicators: "mensagens | comentários | grupo | resultados | estados | cidades | países",
  },
  TESTIMONIAL: {
    keywords:
      "recomendo | acreditava | obrigada | obrigado | gratidão | depoimento | relato | escreveu | contou | aluna | aluno | cliente | confesso",
    phrases:
      "eu não acreditava | no começo eu | mudou minha vida | minha vida mudou | hoje eu | eu recomendo | eu estava desesperad* | quando comecei | nunca imaginei | nos escreveu | me mandou | me escreveu | ela me disse | ele me disse | nossa aluna | nosso aluno | nossa cliente | nosso cliente | nas palavras dela | nas palavras dele | eu achava que",
    startPatterns: ['"', "(a|o) [a-z]+, (de|\\d{2})", "(a|o) [a-z]+ (me )?(escreveu|contou|disse|mandou)"],
    patterns: [
      "[—–-]\\s*[a-z]+( [a-z]\\.?)?,? (\\d{2} anos|de [a-z]+)",
      "\\d{2} anos, (de )?[a-z]",
      "(me|nos) (escreveu|contou|mandou|disse)",
    ],
    contextualIndicators: "eu | minha | meu | consegui | senti | fiquei",
  },
  BEFORE_AFTER: {
    keywords:
      "eliminou | eliminei | perdeu | perdi | quilos | kg | emagreceu | quitou | faturou | passou | saiu",
    phrases:
      "antes e depois | antes eu | hoje eu | agora eu | hoje ela | hoje ele | passou de | saiu de | em poucas semanas | a diferença | nem parece | irreconhecível",
    startPatterns: ["antes", "(há|faz) \\d+ (meses|semanas),? (ela|ele|eu)"],
    patterns: [
      "(de|dos) [\\d.,]+ ?(kg|quilos|mil|reais)? (para|pra|a) [\\d.,]+",
      "antes[^.]{0,80}(hoje|agora|depois)",
      "[.?] hoje (ela|ele|eles|elas|está|estão|tem|têm|vive|vivem|voltou|voltaram)",
      "(\\d+|duas|três|quatro|cinco|seis|poucas|algumas) (semanas|meses) depois",
      "(começou|comecei|começaram) com",
      "(perdeu|eliminou|emagreceu|ganhou|faturou|quitou|perdi|eliminei|quitei|juntou|juntei) (mais de )?(r\\$ ?)?[\\d.,]+",
    ],
    contextualIndicators:
      "antes | depois | hoje | agora | resultado | transformação | semanas | meses | diferença",
  },
};
