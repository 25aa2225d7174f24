import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/limits";

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signInSchema = z.object({
  email,
  // Sign-in only needs something typed; the server decides whether it is right.
  password: z.string().min(1, "Password is required"),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(NAME_MAX_LENGTH, "Name is too long"),
  email,
  password,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

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
    if (key !== undefined && !errors[key]) errors[key] = issue.message;
  }
  return { data: null, errors };
}
