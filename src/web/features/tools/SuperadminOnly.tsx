import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";

/** Shown instead of a tool's controls to an admin: listing every project and deleting data need the superadmin role. */
export function SuperadminOnly() {
  const { t } = useTranslation("tools");
  return (
    <Alert data-testid="superadmin-only">
      <Lock aria-hidden />
      <AlertTitle>{t("superadminOnly.title")}</AlertTitle>
      <AlertDescription>{t("superadminOnly.body")}</AlertDescription>
    </Alert>
  );
}
