import type { LanguageProfile } from "../language";
import { EN_OFFER } from "./offer";
import { EN_OPENING } from "./opening";
import { EN_PROBLEM } from "./problem";
import { EN_SOLUTION } from "./solution";

/** English: many letters are adapted from English originals. */
export const ENGLISH = {
  code: "en",
  stopWords:
    "the and of to in is it you your that this for with on are was be have has had not but what my i we " +
    "they from at by or an if just all will can about more it's don't you're i'm there their been were how " +
    "when who than then into out up one would could he she his her our its get got because now here",
  openers: "but that's not all | and there's more | however | plus",
  ordinals: ["first", "second", "third", "finally", "next"],
  lexical: [EN_OPENING, EN_PROBLEM, EN_SOLUTION, EN_OFFER],
} as const satisfies LanguageProfile;
