import { useTranslation } from "react-i18next";
import { Spinner } from "@/web/components/ui/spinner";

/** Covers the whole viewport (header included) while we do not yet know who the visitor is. */
export function FullScreenSpinner({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background"
      role="status"
      aria-live="polite"
    >
      <Spinner className="size-8 text-primary" />
      <p className={message ? "text-sm text-muted-foreground" : "sr-only"}>
        {message ?? t("states.loading")}
      </p>
    </div>
  );
}
