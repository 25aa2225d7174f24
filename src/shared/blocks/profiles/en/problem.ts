import type { LexicalGroup } from "../types";

/** English: the problem section (pain, failed attempts, why the usual options fail, who profits). */
export const EN_PROBLEM: LexicalGroup = {
  PAIN_POINT: {
    keywords:
      "tired | pain | aches | suffer* | problem* | struggl* | bloat* | belly | debt | bills | insomnia | wake | worse | symptom* | stuck | stressed | exhausted | drained | heavy | paycheck | sluggish | ache | stiffness | stiff | sore | hurts | tingle | numb | twinge",
    phrases:
      "you know what i'm talking about | you know exactly what | every day | every night | every morning | you wake up | you feel | every time you | worse and worse | can't take it | end of the month | worst of all | the problem is | you know that feeling | sound familiar | sounds familiar | you know the drill | drags on | never enough | the numbers don't add up",
    startPatterns: [
      "you (wake|feel|know|get|spend|look|come|go|'ve (felt|been|noticed))",
      "do you (ever|know|feel|still)",
      "sound(s)? familiar",
      "(maybe|perhaps|chances are) you",
      "you (might|may) know",
      "(and )?(the )?worst (part|of all)",
    ],
    patterns: [
      "(every|each) (day|night|morning|month|week)",
      "(can't|cannot|don't) (sleep|focus|keep up|save|lose)",
      "\\?$",
    ],
    contextualIndicators: "energy | sleep | money | work | body | routine | always | never",
  },
  EMOTIONAL_PAIN: {
    keywords:
      "shame | ashamed | embarrass* | humiliat* | fear | afraid | frustrat* | alone | lonely | loneliness | invisible | guilt* | cry | cried | crying | tears | sad | sadness | depressed | insecur* | failure | desperat* | anxiety | anxious | helpless | defeated | empty | worthless | hopeless | ugly | reject* | foolish | stupid | dumb | emotionally",
    phrases:
      "deep down | not good enough | take it personally | wears you down | inside you | you feel like | i felt like | the feeling of | in the mirror | nobody understands | no one sees | lying awake | lump in your throat | hold back tears | lost hope | feel like a failure | on the inside",
    startPatterns: [
      "(and )?(deep down|inside)",
      "(you|i) (feel|felt) (like|so|ashamed|afraid)",
      "(the|that) (shame|loneliness|guilt|frustration|fear)",
    ],
    patterns: [
      "(feel|feels|felt|feeling) (ashamed|afraid|guilty|alone|invisible|empty|worthless|like a failure|embarrassed)",
      "(cry|cried|crying) (yourself|myself|in)",
    ],
    contextualIndicators: "feeling | feel | heart | mirror | soul | hurts | pain",
  },
  RELATIONSHIP_PAIN: {
    keywords:
      "husband | wife | partner | boyfriend | girlfriend | marriage | kids | children | son | daughter | family | friends | spouse | relationship | grandkids | bedroom",
    phrases:
      "your husband | your wife | your kids | your children | your family | your partner | in front of | pulled away | doesn't look at you | doesn't touch you | separate bedrooms | the fights | the arguments | your friends | each other | the two of you | comes home | date night | the way he looks | the way she looks",
    startPatterns: [
      "(your|my) (husband|wife|kids|children|son|daughter|family|partner|boyfriend|girlfriend|friends|spouse)",
      "(and )?at home",
    ],
    patterns: [
      "(husband|wife|kids|children|son|daughter|partner|boyfriend|girlfriend|family|friends)[^.]{0,60}(look|notice|complain|fight|pull|avoid|embarrass|laugh|joke)",
    ],
    contextualIndicators:
      "home | at home | dinner | party | weekend | look | affection | distance | together",
  },
  FAILED_SOLUTIONS: {
    keywords:
      "tried | attempts | diets | gym | pills | shakes | courses | spreadsheets | apps | quit | wasted | spent | yo-yo | fads | gimmicks",
    phrases:
      "you've tried | you tried | i tried | nothing worked | didn't work | no results | yo-yo | came back | money down the drain | tried everything | gave up | you've done | you've spent | one more time | nothing helped | none of it worked",
    startPatterns: [
      "(and )?you('ve)? (probably )?tried",
      "i tried",
      "(maybe|perhaps) you('ve)? (already )?tried",
      "(diets|pills|courses|therapy|apps|budgets),",
    ],
    patterns: [
      "tri(ed|es)[^.]{0,80}(nothing|didn't work|came back|gave up|quit)",
      "(diet|pill|shake|gym|course|app|tea|spreadsheet|therapy|budget)s?, (diet|pill|shake|gym|course|app|tea|spreadsheet|therapy|budget)",
    ],
    contextualIndicators: "nothing | never | always | still | again | another",
  },
  ALTERNATIVES_PROBLEM: {
    keywords:
      "traditional | conventional | side | expensive | ineffective | temporary | mask | pharmacy | banks | surgery | brokers | gurus | generic",
    phrases:
      "the problem with | the standard treatment | most treatments | only chase | side effects | cost a fortune | costs a fortune | only treat | only mask | don't address | most programs | most of the | the market | short-term | band-aid | traditional methods | conventional treatments | at best | they don't work because | the reason they fail",
    startPatterns: [
      "the problem (with|is that)",
      "most [a-z ]{0,25}(diets|programs|pills|courses|banks|advisors|therapists|treatments|apps|methods)",
      "(the )?(traditional|conventional|typical|standard|usual)",
      "(and )?(the )?(pills|diets|banks|courses|therapies|surgeries)",
    ],
    patterns: [
      "(treat|attack|fight|mask) (only )?(the )?(symptom|effect)",
      "(never|don't|doesn't) (fix|address|treat|touch) (the )?(cause|root|problem)",
    ],
    contextualIndicators: "symptom | cause | expensive | market | promise | generic",
  },
  CONSPIRACY: {
    keywords:
      "industry | pharmaceutical | pharma | profit | profits | billion* | hide | hidden | hiding | censor* | banned | silenced | suppress* | corporations | lobby | giants | establishment | insiders",
    phrases:
      "don't want you to know | business model | a lot of money in | keeping you coming back | doesn't want you to know | behind the scenes | big pharma | big food | big banks | the truth | nobody tells you | no one tells you | kept secret | kept quiet | take this video down | billions a year | profit from | cover up | not an accident | make money",
    startPatterns: [
      "(the|big) (industry|pharma|food|banks|corporations|giants|insiders)",
      "(guess|ask yourself) (who|why)",
      "(and )?(this|that) (is|was) no accident",
    ],
    patterns: [
      "(don't|doesn't) want (you|people) to (know|find|discover|learn)",
      "(make|makes|making|profit|profits) (billions|millions|a fortune)",
      "(hid|hidden|hide|buried|suppress|censor|silenc)",
    ],
    contextualIndicators: "truth | secret | money | silence | system | powerful",
  },
};
