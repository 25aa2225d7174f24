const MARKS = /\p{M}+/gu;

/** Removes accents and every other combining mark: "Promoção" → "Promocao", "pães" → "paes". */
export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(MARKS, "");
}
