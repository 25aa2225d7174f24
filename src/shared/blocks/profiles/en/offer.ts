import type { LexicalGroup } from "../types";

/** English: the offer and close (product, package, bonus, guarantee, urgency, scarcity, action, future). */
export const EN_OFFER: LexicalGroup = {
  PRODUCT_INTRO: {
    keywords: "introducing | introduce | created | born | developed | launch | named",
    phrases:
      "let me introduce | turned this into | turned it into | turned everything into | i'd like to introduce | i want to introduce | that's why i created | that's why we created | so i created | so we created | was born | it's called | i developed | we developed | i named it | we call it | say hello to",
    startPatterns: [
      "introducing",
      "(let me|allow me to|i want to|i'd like to) introduce",
      "that's (why|how) (i|we) (created|built|developed|made)",
      "meet ",
      "(this|it) is (the|called)",
      "say hello",
    ],
    patterns: [
      "(created|built|developed|named|designed) (the|a|an) [a-z]+",
      "(it's called|is called|named it|call it) [a-z]+",
      "(course|program|system|formula|supplement|app|book|method|report|newsletter) called",
    ],
    contextualIndicators: "program | product | method | course | supplement | system | app",
  },
  OFFER_STRUCTURE: {
    keywords:
      "receive | modules | module | access | complete | kit | bottles | jars | units | package* | payments | price | value | investment | lifetime | plan | included | includes | lessons | discount",
    phrases:
      "you'll get | you will receive | you get access | full access | lifetime access | for just | payments of | the price | total value | regular price | instead of paying | free shipping | all of this for | here's everything | here's what you get | you'll receive | per month | one-time",
    startPatterns: [
      "(when you|once you) (join|order|get|sign up|claim)",
      "you('ll| will)? (get|receive)",
      "(the|this) (kit|package|bundle|plan)",
      "(so )?(what's|what is) the (price|investment)",
      "here's (everything|what)",
    ],
    patterns: [
      "\\$ ?\\d",
      "\\d+ (monthly )?payments",
      "\\d+ (bottles|jars|units|modules|lessons|months of access|boxes)",
    ],
    contextualIndicators: "only | just | total | price | value | month | day",
  },
  BONUS: {
    keywords: "bonus | bonuses | gift | free | extra | additional | complimentary",
    phrases:
      "as a bonus | first bonus | second bonus | third bonus | free gift | at no extra cost | at no cost | but that's not all | and there's more | yours free | absolutely free | on the house | you'll also get | you also get",
    startPatterns: [
      "(and )?(but )?(that's not all|there's more)",
      "(bonus|gift|free)",
      "(first|second|third|fourth|final) (bonus|gift)",
      "plus",
    ],
    patterns: [
      "bonus ?(#|no\\.?|number)? ?(\\d|one|two|three)",
      "(also get|also receive|get it free|for free)",
    ],
    contextualIndicators: "guide | ebook | e-book | lesson | checklist | list | access",
  },
  GUARANTEE: {
    keywords: "guarantee* | refund* | risk | unconditional | satisfaction | money-back | penny | ironclad",
    phrases:
      "money back | money-back guarantee | full refund | no questions asked | risk-free | risk free | zero risk | all the risk | try it for | if you're not | not satisfied | every penny | every cent | a single email | one email | nothing to lose",
    startPatterns: [
      "(and )?you (have|get) \\d+ days",
      "(the|my|our|your) guarantee",
      "(and )?if (you're not|for any reason|you don't)",
      "(try|test|use) it",
    ],
    patterns: [
      "\\d+[- ]day (money[- ]back |ironclad |full )?guarantee",
      "\\d+ days to (try|test|decide)",
      "(refund|money back)",
    ],
    contextualIndicators: "money | risk | days | email | satisfied | order",
  },
  URGENCY: {
    keywords:
      "urgent | promotional | expires | ends | midnight | deadline | increase | closing | countdown | clock | soon",
    phrases:
      "only today | only available | goes back to | goes up to | after you leave | today only | until midnight | for a limited time | limited time | taken down | at any moment | any moment | price will go up | won't last | before it's too late | this offer | this video | i don't know how long | last hours | the clock | regular price | right now",
    startPatterns: [
      "(this|the) (offer|deal|page|price|discount|video|presentation)",
      "(but )?(hurry|act fast|quick)",
      "(today only|only today|until)",
    ],
    patterns: [
      "(until|by|before) (midnight|tonight|tomorrow|sunday|friday|the end of)",
      "(price|offer|discount|page|video|deal) (will|may|might|could|is going to) (go up|increase|end|disappear|expire|come down|be taken)",
      "taken (down|offline)",
      "ends (this|on|at|tonight|today|tomorrow|friday|sunday|midnight)",
    ],
    contextualIndicators: "today | now | time | tomorrow | fast | moment",
  },
  SCARCITY: {
    keywords: "stock | spots | seats | remaining | last | sold | limited | batch | supply | restock | few",
    phrases:
      "only a few | last spots | last chance | final chance | limited stock | limited supply | limited spots | sell out | sold out | once they're gone | next batch | won't restock | never again | now or never | this is your last | there won't be | when they're gone",
    startPatterns: [
      "(only|just) \\d+",
      "(this is|it's) (your|the) (last|final|only)",
      "(last|final) (chance|spots|units|call)",
      "(and )?(once|when) (they're|it's|we're) (gone|sold)",
    ],
    patterns: [
      "(only|just) \\d+ (units|spots|seats|kits|bottles|places|jars)( left)?",
      "\\d+ (units|spots|seats) (left|remaining|available)",
      "(last|final|only) (chance|opportunity|time)",
    ],
    contextualIndicators: "now | today | later | late | never | decision",
  },
  CALL_TO_ACTION: {
    keywords: "click | button | below | claim | order | buy | grab | join | tap | secure | rush | enroll",
    phrases:
      "click the button | click below | button below | yellow button | green button | right below | right now | claim your | get your | grab your | place your order | join now | don't miss | the next step | all you have to do | just click | start now | add to cart | secure your",
    startPatterns: [
      "click",
      "(so|now|then),? (click|tap|grab|claim|go|join|order)",
      "(claim|grab|secure|order|tap|join) (your|now|today)",
      "(all you have to do|just click)",
    ],
    patterns: [
      "(click|tap|press) (the|on|here|now|below)",
      "button (below|above|on this page)",
      "(claim|grab|secure|get|order) your (copy|bottle|spot|access|kit|seat)",
    ],
    contextualIndicators: "now | today | secure | page | cart | access",
  },
  FUTURE_VISION: {
    keywords: "imagine | picture | envision | future | freedom | proud | again",
    phrases:
      "imagine waking | imagine how | imagine being | imagine yourself | picture yourself | what it would be like | what would it feel like | weeks from now | months from now | for the first time | once again | the life you | you deserve | without fear of | your future | the woman you | the man you",
    startPatterns: [
      "(now )?imagine",
      "picture",
      "close your eyes",
      "think about how",
      "(a few|six|three) (weeks|months) from now",
    ],
    patterns: [
      "imagine (waking|how|being|yourself|your|what|if|the)",
      "(weeks|months|days) from now",
      "you('ll| will) (finally|be able|feel|wake)",
    ],
    contextualIndicators: "you'll | will | smile | light | calm | happy",
  },
};
