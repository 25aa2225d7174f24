import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/i18n/errors";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
import { useResetPassword } from "./api";
import { newPasswordSchema } from "./auth-schemas";
import { useAuthForm } from "./use-auth-form";

/** The page a reset link opens: a new password, typed twice, saved with the link's token. */
export function ResetPasswordPage() {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const form = useAuthForm(newPasswordSchema, { password: "", confirm: "" });
  const reset = useResetPassword();
  const [problem, setProblem] = useState<string | null>(token ? null : t("resetPage.missingToken"));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = await form.validate();
    if (!values || reset.isPending || !token) return;
    reset.mutate(
      { token, newPassword: values.password },
      {
        onSuccess: () => {
          toast.success(t("resetPage.done"));
          navigate("/auth", { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "PASSWORD_TOO_COMMON")
            form.setFieldError("password", t("common:passwordRules.tooCommon"));
          else if (error instanceof ApiError && error.code === "PASSWORD_TOO_WEAK")
            form.setFieldError("password", t("common:passwordRules.tooWeak"));
          else if (
            error instanceof ApiError &&
            error.status === 400 &&
            /token/i.test(error.code + error.message)
          )
            setProblem(t("resetPage.invalidToken"));
          else toast.error(t("resetPage.failed"), { description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">{t("resetPage.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          {problem ? (
            <div className="grid gap-4" role="alert">
              <p className="text-sm text-destructive">{problem}</p>
              <Button asChild variant="outline">
                <Link to="/forgot-password">{t("resetPage.askAgain")}</Link>
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={submit} className="grid gap-4">
              <FormField
                id="reset-password"
                label={t("resetPage.newPassword")}
                type="password"
                autoComplete="new-password"
                value={form.values.password}
                error={form.errors.password}
                onChange={(event) => form.setField("password", event.target.value)}
                disabled={reset.isPending}
              />
              <FormField
                id="reset-confirm"
                label={t("resetPage.confirm")}
                type="password"
                autoComplete="new-password"
                value={form.values.confirm}
                error={form.errors.confirm}
                onChange={(event) => form.setField("confirm", event.target.value)}
                disabled={reset.isPending}
              />
              <Button type="submit" disabled={reset.isPending}>
                {reset.isPending ? <Spinner /> : null}
                {t("resetPage.submit")}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
