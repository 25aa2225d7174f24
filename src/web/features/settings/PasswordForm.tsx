import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useChangePassword } from "@/web/features/auth";
import { i18n } from "@/web/i18n";
import { errorMessage } from "@/web/i18n/errors";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { newPasswordMessage } from "./password-check";

/** Current password, then the new one twice; the server checks the current one and the rules. */
export function PasswordForm() {
  const { t } = useTranslation(["settings", "common"]);
  const change = useChangePassword();
  const [values, setValues] = useState({ current: "", next: "", confirm: "" });
  const [errors, setErrors] = useState<{ current?: string; next?: string; confirm?: string }>({});
  const set = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = newPasswordMessage(values.next, values.confirm);
    const found = {
      current: values.current ? undefined : i18n.t("auth:errors.passwordRequired"),
      ...next,
    };
    setErrors(found);
    if (found.current || found.next || found.confirm) return;
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          toast.success(t("password.done"));
          setValues({ current: "", next: "", confirm: "" });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "PASSWORD_TOO_COMMON")
            setErrors({ next: t("common:passwordRules.tooCommon") });
          else if (error instanceof ApiError && error.code === "PASSWORD_TOO_WEAK")
            setErrors({ next: t("common:passwordRules.tooWeak") });
          else if (error instanceof ApiError && error.code === "INVALID_PASSWORD")
            setErrors({ current: errorMessage(error) });
          else toast.error(t("password.failed"), { description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 text-sm sm:max-w-md">
      <FormField
        id="password-current"
        label={t("password.current")}
        type="password"
        autoComplete="current-password"
        value={values.current}
        error={errors.current}
        onChange={set("current")}
      />
      <FormField
        id="password-next"
        label={t("password.next")}
        type="password"
        autoComplete="new-password"
        value={values.next}
        error={errors.next}
        onChange={set("next")}
      />
      <FormField
        id="password-confirm"
        label={t("password.confirm")}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        error={errors.confirm}
        onChange={set("confirm")}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner /> : null} {t("password.submit")}
        </Button>
      </div>
    </form>
  );
}
