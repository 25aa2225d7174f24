/**
 * Text cut in the middle of a surrogate pair (half an emoji) cannot be stored: PostgreSQL
 * refuses it inside JSON, and in a text column it would turn into something else anyway. Every
 * text that enters the app is made well formed once, where it enters: a lone surrogate becomes
 * U+FFFD, the replacement character, as a UTF-8 encoder would write it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}
