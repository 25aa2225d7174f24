import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/shared/limits";

const email = z
  .string()
  .trim()
  .min(1, "auth:errors.emailRequired")
  .max(EMAIL_MAX_LENGTH, "auth:errors.emailTooLong")
  .pipe(z.email("auth:errors.emailInvalid"));

// Messages are catalog keys; the form shows them in the interface language.
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, "auth:errors.passwordShort")
  .max(PASSWORD_MAX_LENGTH, "auth:errors.passwordLong");

export const signInSchema = z.object({
  email,
  // Sign-in only needs something typed; the server decides whether it is right.
  password: z.string().min(1, "auth:errors.passwordRequired"),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, "auth:errors.nameRequired").max(NAME_MAX_LENGTH, "auth:errors.nameTooLong"),
  email,
  password,
});
export type SignUpValues = z.infer<typeof signUpSchema>;

/** A new password typed twice (reset page, settings). */
export const newPasswordSchema = z
  .object({ password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "auth:errors.passwordsDiffer" });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
