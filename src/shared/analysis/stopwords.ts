// Stop words of Portuguese and English, folded (lowercase, no accents). Data file: keyword and
// summary scoring ignore these; the sentiment lexicon and the shingles of the originality
// check do not.

const PT = `
a ao aos aquela aquelas aquele aqueles aquilo as ate com como contra cada da das de dela delas dele
deles depois desde dessa dessas desse desses desta destas deste destes do dos e ela elas ele eles em
entao entre era eram essa essas esse esses esta estao estas estava estavam este estes estou eu foi
foram ha isso isto ja la lhe lhes mais mas me mesma mesmo meu meus minha minhas muita muitas muito
muitos na nas nao nem no nos nossa nossas nosso nossos num numa o os ou onde para pela pelas pelo pelos
pois por porque pra pro qual quais quando que quem se seja sem ser sera seu seus so sua suas tambem
te tem tenho ter teu teus tua tuas tudo um uma umas uns vai vao voce voces vos aqui ali agora ainda
assim sobre sim tao todo toda todos todas outro outra outros outras algum alguma alguns algumas
nenhum nenhuma qualquer cujo cuja sao seria seriam fazer faz fez feito ficar fica ficou vez vezes
bem ate apenas ser estar sendo sido tinha tinham teve tive havia vamos vou vem veio pode podem
poderia pode quer queria dizer diz disse the ne ta to tipo coisa coisas la ca pq num numas
deve devem dessa nesta neste nessa nesse nisso naquele naquela daquele daquela aonde enquanto porem
tais tal toda cada esta estamos estiver estivesse seriamos somos fui fomos era eramos antes
dois duas tres quatro cinco seis sete oito nove dez cem mil primeiro primeira segundo segunda
`;

const EN = `
a about above after again against all am an and any are aren't as at be because been before being
below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
during each few for from further get gets got had hadn't has hasn't have haven't having he he's her
here here's hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its
itself just let's me more most much my myself no nor not now of off on once only or other ought our
ours ourselves out over own same shan't she she's should shouldn't so some such than that that's the
their theirs them themselves then there there's these they they'd they'll they're they've this those
through to too under until up upon us very was wasn't we we'd we'll we're we've were weren't what
what's when when's where where's which while who who's whom why why's will with won't would wouldn't
you you'd you'll you're you've your yours yourself yourselves also even ever every like make made
may might must one ones really right still thing things way well yet via per two three four five
six seven eight nine ten hundred thousand first second
`;

const STOP_WORDS: ReadonlySet<string> = new Set([...PT.split(/\s+/), ...EN.split(/\s+/)].filter(Boolean));

/** True for a folded stop word of either language. */
export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}
