import type { LexicalGroup } from "../types";

/** English: the solution section (teaser, discovery, mechanism, ingredient, science, method, positioning). */
export const EN_SOLUTION: LexicalGroup = {
  SOLUTION_TEASER: {
    keywords: "solution | hope | possible | way | answer | fix",
    phrases:
      "there is a way | there's a way | there is a solution | there's a solution | there's an answer | in a moment | in just a moment | i'm going to reveal | simpler than | good news | the good news | what if there was | it is possible | it's possible | there's hope | keep watching | stay with me | in a minute | i'll show you exactly",
    startPatterns: [
      "(but )?(there is|there's) (a|an|one) (way|solution|answer|fix|path)",
      "(but )?(the )?good news",
      "what if there (was|were)",
      "(but )?(hang on|hold on|relax)",
    ],
    patterns: [
      "(i'll|i will|i'm going to|let me) (show|reveal|explain) [^.]{0,40}(in a moment|shortly|in a minute|today|right now)",
      "(simpler|easier) than (you|it)",
    ],
    contextualIndicators: "hope | still | possible | simple | show | reveal",
  },
  DISCOVERY_NARRATIVE: {
    keywords:
      "discovered | found | met | stumbled | trip | accident | investigated | researching | curiosity | village | notes | archive | conference",
    phrases:
      "that's when | noticed this pattern | noticed a pattern | it was then | that was when | by accident | i stumbled | showed me | on a trip | during a trip | to my surprise | i started researching | i started digging | i dug into | until one day | an old friend | i spent months | i spent years | i came across",
    startPatterns: [
      "that('s| was) (when|the moment)",
      "it was then",
      "until (one day|i)",
      "one day",
      "then i (found|met|discovered|came)",
      "after (months|years|weeks) of",
      "(during|on) (a|my|one) (trip|visit|conference)",
    ],
    patterns: [
      "i (discovered|found|met|realized|noticed) (that|a|an|the|this)",
      "i spent (\\d+|months|years|weeks)",
    ],
    contextualIndicators: "research | study | trip | surprise | discover | find",
  },
  MECHANISM_INTRO: {
    keywords:
      "cause | root | mechanism | cells | hormone* | inflammation | metabolism | cortisol | insulin | brain | gut | trigger | effect | process | cycle | imbalance | switch",
    phrases:
      "the real cause | what i call | i now call | the root cause | the true cause | the real reason | the true reason | the real culprit | what really | not your fault | isn't your fault | not a lack of | it's called | is called | known as | here's how it works | it turns out | the reason is | behind the | the hidden cause",
    startPatterns: [
      "the (real|true|root|hidden) (cause|reason|culprit|problem)",
      "(it's|it is) not (your fault|a lack|because)",
      "it turns out",
      "(this|that) is called",
    ],
    patterns: [
      "(it's|is|isn't) not (your fault|a lack of|because)",
      "(it's called|is called|known as)",
      "(real|true|root|hidden) (cause|reason|culprit)",
      "(isn't|is not|not) [^.,;]{3,40}[,;] (it's|it is) ",
    ],
    contextualIndicators: "body | system | actually | really | true | signal",
  },
  KEY_INGREDIENT: {
    keywords:
      "ingredient* | compound* | substance* | extract | plant* | leaf | leaves | fruit* | seed* | mineral* | vitamin* | nutrient* | active | herb* | oil | acid | fiber | peptide* | molecule* | bark | root",
    phrases:
      "key ingredient | main ingredient | central element | what makes it all work | key piece | missing piece | the secret lies | the secret is | a compound | found in | extracted from | rich in | the key | the element | the one thing",
    startPatterns: [
      "the (secret|key|ingredient|missing piece|one thing) (is|was|lies)",
      "(this|the) (compound|ingredient|extract|nutrient|molecule)",
    ],
    patterns: [
      "(found|extracted|derived) (in|from)",
      "(secret|key) (is|lies|was)",
      "rich in",
      "(called|known as) [a-z]+ine",
    ],
    contextualIndicators: "natural | dose | concentration | milligrams | mg | plant",
  },
  SCIENTIFIC_VALIDATION: {
    keywords:
      "study | studies | research | randomized | trial | university | scientists | scientific | published | journal | participants | volunteers | clinical | proven | harvard | stanford | laboratory | researchers | placebo | mit | peer-reviewed",
    phrases:
      "a study | found that | showed that | concluded that | one study | study published | researchers at | researchers from | university of | according to research | scientifically proven | clinical trial | control group | the results | peer reviewed | meta-analysis | the data shows | data from",
    startPatterns: [
      "(a|one|another|this|the) (study|trial|paper|survey)",
      "(researchers|scientists) (at|from|in)",
      "according to (a|the|one)",
    ],
    patterns: [
      "[\\d.,]+ (participants|volunteers|patients|subjects|people|women|men) (over|for|in|during)",
      "(trial|study|survey) (with|of|on|involving) [\\d.,]+",
      "\\d+ ?% (of|more|less|lower|higher|fewer|greater)",
      "university of",
    ],
    contextualIndicators: "group | weeks | results | evidence | data | published",
  },
  FORMULA_REVEAL: {
    keywords:
      "steps | stages | formula | method | phases | pillars | protocol | sequence | combination | rules | routine | ritual | recipe | framework | blueprint",
    phrases:
      "three steps | 3 steps | the method | the formula | step by step | first step | second step | third step | the combination | is divided into | consists of | here's how | the protocol | the routine | per day | minutes a day | step one | step two",
    startPatterns: [
      "the (method|formula|protocol|ritual|recipe|framework|system) (is|works|has|consists)",
      "(first|second|third|fourth|step)",
      "here's how",
    ],
    patterns: [
      "(\\d+|two|three|four|five|seven) (steps|stages|phases|pillars|rules|minutes a day|ingredients)",
      "step (\\d|one|two|three)",
      "first[^.]{0,80}(then|second|next)",
    ],
    contextualIndicators: "then | next | finally | simple | day | week",
  },
  COMPARISON: {
    keywords: "like | similar | compared | comparison | whereas | versus | vs | unlike",
    phrases:
      "works like | it's like | think of it as | think of it like | just like | the same way | similar to | compared to | compared with | unlike | different from | instead of | rather than | costs less than | as if | cheaper than | twice as | half the",
    startPatterns: [
      "(it's|it works|this works) like",
      "think of (it|this)",
      "(just like|the same way|imagine a)",
      "(while|whereas|unlike)",
    ],
    patterns: [
      "like (a|an) [a-z]+ (for|that|in)",
      "(faster|cheaper|stronger|safer|easier|simpler|lighter|more effective) than",
      "(while|whereas) (most|the|a) [a-z]+",
    ],
    contextualIndicators: "compare | difference | same | but | instead",
  },
  USP: {
    keywords: "only | unique | exclusive* | patent* | proprietary | original | unlike",
    phrases:
      "the only | built for | designed for | made for | no other | nothing else | you won't find | anywhere else | only here | what makes | sets it apart | one of a kind | the first and only | first of its kind | what separates",
    startPatterns: ["(it's |this is )?the (only|first)", "no other", "what (makes|sets|separates)"],
    patterns: [
      "only (one|program|product|system|course|supplement|method) (that|in|on|with)",
      "no other (program|product|system|course|supplement|method)",
      "(sets|set) (it|us) apart",
    ],
    contextualIndicators: "different | exclusive | special | market | nothing",
  },
};
