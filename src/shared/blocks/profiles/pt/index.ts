import type { LanguageProfile } from "../language";
import { PT_OFFER } from "./offer";
import { PT_OPENING } from "./opening";
import { PT_PROBLEM } from "./problem";
import { PT_SOLUTION } from "./solution";

/** Brazilian Portuguese: the language most of our writers write in. */
export const PORTUGUESE = {
  code: "pt",
  stopWords:
    "o os de da dos das que e em na nas nao um uma umas uns para pra com por mais mas como voce voces " +
    "seu sua seus suas isso esse essa este esta ele ela eles elas eu meu minha meus minhas foi sao ao aos " +
    "ja tambem muito muita quando sem pelo pela porque ate tem ser nossa nosso todo toda ainda depois sobre " +
    "entao aqui agora era estava vai",
  openers: "mas isso nao e tudo | e tem mais | alem disso | no entanto | porem",
  // 'Segundo' only counts before punctuation: 'Segundo a Harvard…' means 'according to'.
  ordinals: ["primeiro", "segundo(?=\\s*[,:;])", "terceiro", "finalmente", "por fim", "em seguida"],
  lexical: [PT_OPENING, PT_PROBLEM, PT_SOLUTION, PT_OFFER],
} as const satisfies LanguageProfile;
