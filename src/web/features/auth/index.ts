// Who is signed in, for the features that depend on it.
export * from "./api";
export { newPasswordSchema } from "./auth-schemas";
export { fieldErrors } from "./field-errors";
export { useInterfaceLanguage, useProfileLanguage } from "./use-interface-language";
