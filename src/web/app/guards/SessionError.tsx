import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";

/** The session check failed for a reason other than "not signed in" (server down, network). */
export function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center" role="alert">
      <h1 className="text-xl font-semibold">{t("sessionError.title")}</h1>
      <p className="text-sm text-muted-foreground">{t("sessionError.body")}</p>
      <Button onClick={onRetry}>
        <RefreshCw /> {t("actions.retry")}
      </Button>
    </div>
  );
}
