import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AccountForm } from "./AccountForm";
import { useSignIn } from "./api";
import { useAuthForm } from "./use-auth-form";

// zod and the form's rules load with the form, not with the page's first paint.
const loadSignInSchema = async () => (await import("./auth-schemas")).signInSchema;

export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useAuthForm(loadSignInSchema, { email: "", password: "" });
  const signIn = useSignIn();
  const { t } = useTranslation("auth");
  return (
    <AccountForm
      form={form}
      mutation={signIn}
      fields={[
        {
          name: "email",
          id: "signin-email",
          label: t("email"),
          type: "email",
          autoComplete: "email",
          placeholder: t("emailPlaceholder"),
        },
        {
          name: "password",
          id: "signin-password",
          label: t("password"),
          type: "password",
          autoComplete: "current-password",
        },
      ]}
      submitLabel={t("signIn")}
      successMessage={t("signedIn")}
      failureMessage={t("signInError")}
      onSuccess={onSuccess}
    >
      <Link
        to="/forgot-password"
        className="justify-self-center text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        {t("forgot")}
      </Link>
    </AccountForm>
  );
}
