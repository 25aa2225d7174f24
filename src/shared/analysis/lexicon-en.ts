// English sentiment lexicon (lowercase). Data file. Weights -3..3; the sentiment engine also
// finds plurals, -ed, -ing and -ly forms of these words (tired -> tire is not needed: both listed).

export const EN_LEXICON_SOURCE: Readonly<Record<string, string>> = {
  "3": `
    excellent amazing incredible perfect fantastic extraordinary spectacular sensational phenomenal
    outstanding miracle miraculous revolutionary life-changing love loved adore adored brilliant
    magnificent superb awesome wonderful marvelous breathtaking unbelievable exceptional flawless
    stunning thrilled ecstatic delighted
  `,
  "2": `
    good great better best happy happiness joy joyful success successful guarantee guaranteed free
    result results health healthy cure cured heal healed healing relief relieve relieved freedom
    savings save profit profitable gain gains win won winner wealth wealthy rich prosperity trust
    trusted reliable safe safety proven effective efficient benefit benefits advantage easy easily
    fast quick quickly simple beautiful beauty peace peaceful calm comfort comfortable energy
    energized vitality young youthful strong strength victory conquer achieve achievement dream
    dreams hope hopeful motivated motivation inspiring inspiration proud pride satisfied satisfaction
    recommend recommended approved award exclusive special bonus gift opportunity discount works
    worked transform transformed transformation improve improved improvement recover recovered
    recovery grateful gratitude thankful thanks blessed blessing protect protection protected renewed
    solution solve solved help helped helpful smile smiling fun pleasure delicious praise genius
    talented valuable prize confident confidence independent independence abundance stable stability
    excited exciting enthusiastic charming fascinating rewarding reward thriving thrive celebrate
    celebration united harmony passion beloved respect respected admire admired wisdom wise glad
    lucky fortunate glowing radiant vibrant slim slimmer lean fit effortless effortlessly painless
  `,
  "1": `
    ok okay fine correct practical clear interesting useful nice fair possible learn learning
    grow growth evolve progress smooth clean organized ready firm active affordable cheap
    popular known deserve discover discovery natural new innovative modern balanced balance
    strengthen focus focused productive enjoy enjoyed liked support care gentle friendly honest
    transparent authentic genuine official certified tested validated preserve secure soft fresh
    `,
  "-1": `
    complicated confusing doubt tiring slow boring tedious strange lazy late delay forget forgotten
    noise surgery symptom symptoms complaint complain ugly fat old limited limitation stuck expensive
    costly difficult hard heavy rigid uncomfortable discomfort swelling swollen itching wrinkles
    hair-loss insomnia snoring cholesterol diabetes heartburn migraine medication medications drug
    drugs side-effects belly aging confusion mess lack missing regret overweight weird
  `,
  "-2": `
    bad poor pain painful sick sickness disease suffer suffering suffered fear afraid scary scared
    sad sadness shame ashamed guilt guilty anger angry irritated annoying frustrated frustration
    frustrating failure failed fail failing problem problems debt debts indebted loss lose lost
    losing tired tiredness exhausted exhaustion fatigue weak weakness worried worry anxiety anxious
    stress stressed anguish lonely loneliness alone abandoned rejected rejection insecure scam fraud
    fooled lie lies liar danger dangerous risk risky serious inflammation inflamed obesity obese
    unhappy worse worsen worst hunger hungry poverty unemployed fired crisis unfair
    injustice impossible quit gave-up disappointed disappointing disappointment useless wrong error
    mistake threat toxic poison addiction addicted hurt hurts hurting injury wound broke broken
    harmful harm desperate embarrassed embarrassing humiliated powerless helpless trap misleading
    cry cried crying jealous envy miserable struggle struggling struggled ruined
  `,
  "-3": `
    horrible terrible awful disaster disastrous tragedy tragic death die died dying cancer hate
    hated hatred disgust disgusting destroy destroyed destruction devastating devastated despair
    humiliating humiliation panic nightmare agony torture torment unbearable misery bankruptcy
    bankrupt ruin depression depressed suicide catastrophe catastrophic terrifying terrified
    horror fatal deadly lethal heart-attack stroke
  `,
};

export const EN_INTENSIFIERS: Readonly<Record<string, number>> = {
  very: 1.5,
  really: 1.4,
  extremely: 1.8,
  so: 1.3,
  totally: 1.6,
  completely: 1.6,
  absolutely: 1.7,
  incredibly: 1.8,
  highly: 1.5,
  deeply: 1.6,
  truly: 1.5,
  super: 1.6,
  most: 1.3,
  more: 1.2,
  slightly: 0.6,
  somewhat: 0.7,
  barely: 0.5,
  little: 0.6,
  almost: 0.7,
};

export const EN_NEGATORS: ReadonlySet<string> = new Set([
  "not",
  "no",
  "never",
  "without",
  "nor",
  "none",
  "nothing",
  "nobody",
  "neither",
  "cannot",
]);
