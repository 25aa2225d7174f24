import { AlertCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { errorMessage } from "@/web/i18n/errors";

/** An inline error: a title saying what failed and what went wrong, in the interface language. */
export function ErrorAlert({ title, error }: { title?: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{title ?? t("states.error")}</AlertTitle>
      <AlertDescription>{errorMessage(error)}</AlertDescription>
    </Alert>
  );
}
