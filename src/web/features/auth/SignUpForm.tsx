import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "@/shared/limits";
import { ApiError } from "@/web/lib/api-client";
import { AccountForm } from "./AccountForm";
import { useSignUp } from "./api";
import { useAuthForm } from "./use-auth-form";

// zod and the form's rules load with the form, not with the page's first paint.
const loadSignUpSchema = async () => (await import("./auth-schemas")).signUpSchema;

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useAuthForm(loadSignUpSchema, { name: "", email: "", password: "" });
  const signUp = useSignUp();
  const { t } = useTranslation(["auth", "common"]);
  return (
    <AccountForm
      form={form}
      mutation={signUp}
      fields={[
        {
          name: "name",
          id: "signup-name",
          label: t("name"),
          autoComplete: "name",
          placeholder: t("namePlaceholder"),
        },
        {
          name: "email",
          id: "signup-email",
          label: t("email"),
          type: "email",
          autoComplete: "email",
          placeholder: t("emailPlaceholder"),
        },
        {
          name: "password",
          id: "signup-password",
          label: t("password"),
          type: "password",
          autoComplete: "new-password",
          placeholder: t("passwordPlaceholder", { min: PASSWORD_MIN_LENGTH }),
        },
      ]}
      submitLabel={t("signUp")}
      successMessage={t("signedUp")}
      failureMessage={t("signUpError")}
      // A password on the breached list, or a too easy one, is the password field's problem:
      // say so under it.
      fieldError={(error) =>
        error instanceof ApiError && error.code === "PASSWORD_TOO_COMMON"
          ? { field: "password", message: t("common:passwordRules.tooCommon") }
          : error instanceof ApiError && error.code === "PASSWORD_TOO_WEAK"
            ? { field: "password", message: t("common:passwordRules.tooWeak") }
            : null
      }
      onSuccess={onSuccess}
    />
  );
}
