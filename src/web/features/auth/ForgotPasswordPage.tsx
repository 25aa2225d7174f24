import { ArrowLeft, KeyRound, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/web/components/FormField";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/i18n/errors";
import { usePasswordResetDelivery, useRequestPasswordReset } from "./api";
import { forgotPasswordSchema } from "./auth-schemas";
import { useAuthForm } from "./use-auth-form";

/**
 * Asks for a reset link; says whether it comes by e-mail or from an administrator. It promises an
 * e-mail only when the server says it sends them (SMTP configured); while that is unknown it
 * promises neither.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const form = useAuthForm(forgotPasswordSchema, { email: "" });
  const delivery = usePasswordResetDelivery();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mode = delivery.data?.delivery ?? "unknown";
  const byEmail = mode === "email";

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = await form.validate();
    if (!values || request.isPending) return;
    request.mutate(values.email, { onSuccess: () => setSentTo(values.email) });
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10 sm:py-16">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/auth">
          <ArrowLeft /> {t("forgotPage.backToSignIn")}
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle className="text-2xl">
            {sentTo ? t(`forgotPage.sentTitle.${mode}`) : t("forgotPage.title")}
          </CardTitle>
          {sentTo ? null : <CardDescription>{t(`forgotPage.intro.${mode}`)}</CardDescription>}
        </CardHeader>
        <CardContent>
          {sentTo ? (
            <p className="flex items-start gap-3 text-sm" role="status" data-testid="reset-sent">
              {byEmail ? (
                <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              ) : (
                <KeyRound className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              )}
              {t(`forgotPage.sent.${mode}`, { email: sentTo })}
            </p>
          ) : (
            <form noValidate onSubmit={submit} className="grid gap-4">
              <FormField
                id="forgot-email"
                label={t("email")}
                type="email"
                autoComplete="email"
                placeholder={t("emailPlaceholder")}
                value={form.values.email}
                error={form.errors.email}
                onChange={(event) => form.setField("email", event.target.value)}
                disabled={request.isPending}
              />
              {request.isError ? (
                <p className="text-sm text-destructive" role="alert">
                  {t("forgotPage.failed")}: {errorMessage(request.error)}
                </p>
              ) : null}
              <Button type="submit" disabled={request.isPending}>
                {request.isPending ? <Spinner /> : null}
                {byEmail ? t("forgotPage.submit") : t("forgotPage.submitNoEmail")}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
