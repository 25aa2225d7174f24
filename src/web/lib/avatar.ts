/** Background tones for avatar fallbacks; a user keeps the same tone on every visit. */
export const AVATAR_TONES = [
  "bg-indigo-500 text-white",
  "bg-emerald-500 text-white",
  "bg-amber-500 text-white",
  "bg-rose-500 text-white",
  "bg-sky-500 text-white",
] as const;

/** Up to two uppercase initials: first and last word of the name, else parts of the e-mail's local part. */
export function avatarInitials(name: string | null | undefined, email: string | null | undefined): string {
  const fromName = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const words = fromName.length
    ? fromName
    : (email ?? "")
        .trim()
        .split("@")[0]
        .split(/[._\-+\s]+/)
        .filter(Boolean);
  if (!words.length) return "?";
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}

/** One of the five tones, chosen by the first character code of the name (or e-mail). */
export function avatarTone(name: string | null | undefined, email: string | null | undefined): string {
  const source = (name ?? "").trim() || (email ?? "").trim();
  const code = source.codePointAt(0) ?? 0;
  return AVATAR_TONES[code % AVATAR_TONES.length];
}
