import type { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/limits";
import { i18n } from "@/web/i18n";

// Kept apart from the zod schemas (auth-schemas.ts): the sign-in page needs this from the start,
// zod only once a form is checked.

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** First message per field, ready to show under each input. */
export function fieldErrors<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  values: Record<keyof T, string>,
): { data: T; errors: null } | { data: null; errors: FieldErrors<T> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors<T> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof T;
    if (key !== undefined && !errors[key])
      errors[key] = i18n.t(issue.message as never, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  }
  return { data: null, errors };
}
