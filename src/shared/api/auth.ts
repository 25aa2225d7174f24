import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../limits";

const email = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }));

/** POST /api/auth/sign-up/email (better-auth's route; checked by us first for clear messages). */
export const signUpRequestSchema = z.object({
  email,
  password: z
    .string({ message: "Password is required" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  name: z
    .string({ message: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** POST /api/auth/sign-in/email */
export const signInRequestSchema = z.object({
  email,
  password: z.string({ message: "Password is required" }).min(1, "Password is required"),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** GET /api/password-reset: whether a reset link is e-mailed or handed out by an administrator. */
export const passwordResetStatusSchema = z.object({ delivery: z.enum(["email", "log"]) });
