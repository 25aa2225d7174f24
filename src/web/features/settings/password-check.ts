import { fieldErrors, newPasswordSchema } from "@/web/features/auth";

/** The new-password rules of sign-up, in the interface language, for the password and its repeat. */
export function newPasswordMessage(password: string, confirm: string): { next?: string; confirm?: string } {
  const errors = fieldErrors(newPasswordSchema, { password, confirm }).errors;
  return errors ? { next: errors.password, confirm: errors.confirm } : {};
}
