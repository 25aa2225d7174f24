import type { LexicalGroup } from "../types";

/** English: attention and trust blocks (opening of the letter and proof). */
export const EN_OPENING: LexicalGroup = {
  HOOK: {
    keywords:
      "discover | secret* | reveal* | shocking | surprising | breakthrough | ultimate | powerful | transform* | incredible",
    phrases:
      "in the next few minutes | most important video | change your life | could be the difference | could change | without having to | even if you | once and for all | in this video | in this presentation | on this page | i'm going to show you | you'll discover | you're about to | what you're about to | in just a few days | simple trick",
    startPatterns: [
      "discover",
      "if you('re| are| want| have| suffer| ever|'ve| feel| struggle| think)",
      "attention",
      "how (to|i|we|one) ",
      "what if (i|you)",
      "what you're about to",
    ],
    patterns: [
      "in (just |only |under |less than )?\\d+ (days|weeks|minutes|hours|months)",
      "without (having to|dieting|the gym|pills|leaving|spending|starving|giving up)",
      "even if (you('ve| have)? )?(never|already|don't|are|hate)",
      "this (short |free |quick )?(video|presentation)",
      "(will|i'll|i'm going to|let me) show you (how|the|what|exactly)",
    ],
    contextualIndicators: "attention | important | watch | until the end | right now | next few minutes",
  },
  PATTERN_INTERRUPT: {
    keywords: "stop | wait | forget | crazy | weird | strange | wrong | absurd | bizarre | counterintuitive",
    phrases:
      "forget everything | the answer isn't | the answer is not | everything you know | everything you've been told | everything you were told | don't close | before you close | sounds crazy | may sound strange | might sound crazy | not what you think | contrary to | throw away | you heard wrong | dead wrong | it's all wrong",
    startPatterns: [
      "stop",
      "wait",
      "forget",
      "before you (close|leave|go|click)",
      "don't (close|leave|click|skip)",
      "this (will|may|might|is going to) sound",
      "i know (this|it) sounds",
      "(and )?no[,.]",
    ],
    patterns: [
      "(sounds|seem|seems|may sound|might sound) (crazy|strange|weird|absurd|insane|backwards)",
      "(wrong|lie)\\s*[.!]",
    ],
    contextualIndicators: "actually | the opposite | contrary | surprise | in fact | backwards",
  },
  STORY_HOOK: {
    keywords: "remember | sitting | phone | midnight | kitchen | parking",
    phrases:
      "it was a | years ago | that day | that night | that morning | i remember | i'll never forget | it all started | let me tell you | i want to tell you | i was sitting | i was standing | the day i | the phone rang | out of nowhere",
    startPatterns: [
      "it was (a|the|just|late|early)",
      "(\\d+|two|three|four|five|a few|several|some) (years|months|weeks) ago",
      "i remember",
      "i('ll| will) never forget",
      "i (was|had) ",
      "it all (started|began)",
      "let me tell you",
      "(that|one) (day|night|morning|evening|afternoon)",
      "in (\\d{4}|january|february|march|april|may|june|july|august|september|october|november|december)",
      "(on )?(a|one) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|cold|rainy|hot)",
    ],
    patterns: [
      "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
      "\\d+ ?(am|pm|a\\.m|p\\.m|o'clock)",
      "(years|months) ago",
    ],
    contextualIndicators: "story | remember | happened | hospital | office | car | phone",
  },
  CREDIBILITY: {
    keywords:
      "featured | award* | certified | conferences | views | credentials | authority | recognized | forbes | cnn | fox | nbc | cbs | bloomberg | press | magazine | television | interviewed | endorsed",
    phrases:
      "as seen on | as seen in | presented at | has been presented | featured in | featured on | recognized by | recommended by | used by | trusted by | relied on by | approved by | award winning | award-winning | leading expert | top expert | endorsed by",
    startPatterns: ["(as seen|featured|recognized|award|trusted|endorsed)"],
    patterns: [
      "\\d+ years of (experience|research|practice|study|clinical)",
      "(viewed|watched|downloaded) (over |more than )?[\\d.,]+ (million |thousand )?times",
      "(forbes|cnn|fox news|nbc|cbs|abc news|bloomberg|new york times|wall street journal|bbc|usa today|the today show|good morning america)",
      "(doctors|athletes|hospitals|clinics|fortune 500|professionals) (across|around|in|from) (the|every)",
    ],
    contextualIndicators: "award | show | national | conference | keynote | prestigious",
  },
  EXPERT_INTRO: {
    keywords:
      "doctor | dr | phd | degree | career | specialist | physician | nutritionist | cardiologist | endocrinologist | rheumatologist | orthopedist | dermatologist | neurologist | chiropractor | therapist | psychologist | professor | consultant | economist | advisor | planner | engineer | researcher | trainer | coach",
    phrases:
      "my name is | i'm dr | i am dr | i'm a | i am a | over my career | in my career | i graduated | specialist in | i've treated | i've coached | i've worked | i spent | board certified | for over | i've spent",
    startPatterns: [
      "my name",
      "i('m| am) (dr|doctor|a |an )",
      "(hi|hello|hey)[,!]? (i'm|my name|there)",
      "(let me|allow me to) introduce myself",
    ],
    patterns: [
      "i('m| am| was) an? (doctor|physician|nutritionist|therapist|psychologist|economist|professor|consultant|planner|nurse|coach|engineer|trainer)",
      "(for|over) (the (past|last) )?(\\d+|[a-z]+) years,? i('ve| have)",
      "^i'm [a-z]+ [a-z]+,",
      "(dr|doctor)\\.? [a-z]+ [a-z]+,",
    ],
    contextualIndicators: "practice | patients | students | clients | training | university | clinic",
  },
  SOCIAL_PROOF: {
    keywords:
      "reviews | ratings | stars | customers | students | users | community | members | thousands | sold | buyers | americans | testimonials",
    phrases:
      "more than | already using | have already | thousands of | all over the world | across the country | around the world | we receive | every single day | keep pouring in | waiting list | join the | rated | five-star | 5-star",
    startPatterns: ["(more than|over|today|already) [\\d.,]+", "thousands of", "join (the|over|more)"],
    patterns: [
      "[\\d.,]+( thousand)? (people|students|customers|women|men|families|americans|users|members|moms|dads|couples|entrepreneurs|investors|readers)",
      "[\\d.,]+ (five-star |5-star )?(reviews|ratings|units sold|copies|messages|emails)",
      "\\d(\\.\\d)? (out of 5|stars)",
    ],
    contextualIndicators: "messages | emails | group | results | states | countries | cities",
  },
  TESTIMONIAL: {
    keywords:
      "recommend | believe | thank | grateful | wrote | told | student | client | honestly | skeptical",
    phrases:
      "i didn't believe | at first i | changed my life | my life changed | today i | i recommend | i was desperate | when i started | never imagined | wrote to us | wrote to me | sent me | she told me | he told me | one of our students | one of my clients | our customer | in her words | in his words | i was skeptical | i thought it was",
    startPatterns: ['"', "[a-z]+, (from|\\d{2})", "[a-z]+ (from [a-z]+ )?(wrote|told|said|sent)"],
    patterns: [
      "[—–-]\\s*[a-z]+( [a-z]\\.?)?,? (\\d{2}|from|of|[a-z]+, [a-z]{2})",
      "\\d{2}, (from )?[a-z]",
      "(wrote|told|sent) (me|us)",
    ],
    contextualIndicators: "i | my | me | felt | finally | now",
  },
  BEFORE_AFTER: {
    keywords: "lost | dropped | pounds | lbs | kg | inches | paid | went",
    phrases:
      "before and after | before, i | now i | today she | today he | went from | in a few weeks | the difference | unrecognizable | barely recognize | can't believe it's the same",
    startPatterns: ["before", "(\\d+|a few|six|three) (months|weeks) ago,? (she|he|i)"],
    patterns: [
      "from [$\\d.,]+\\w* (to|down to) [$\\d.,]+",
      "before[^.]{0,80}(now|today|after)",
      "[.?] (now|today) (she|he|they|her|his|their)",
      "(\\d+|two|three|four|five|six|eight|a few) (weeks|months) later",
      "(started|began) with",
      "(lost|dropped|gained|made|paid off|earned|saved|shed) (over |more than )?\\$?[\\d.,]+",
    ],
    contextualIndicators:
      "before | after | now | today | result | transformation | weeks | months | difference",
  },
};
