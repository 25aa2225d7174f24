// Who is signed in, for the features that depend on it.
export * from "./api";
export { fieldErrors, newPasswordSchema } from "./auth-schemas";
export { useInterfaceLanguage, useProfileLanguage } from "./use-interface-language";
