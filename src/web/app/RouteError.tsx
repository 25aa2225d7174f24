import { useTranslation } from "react-i18next";
import { Button } from "@/web/components/ui/button";

/** Last-resort screen when a page throws while rendering, instead of a blank window. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : null;
  return (
    <div className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t("routeError.title")}</h1>
      <p className="text-sm text-muted-foreground">{t("routeError.body")}</p>
      {detail ? <pre className="max-w-full overflow-auto rounded bg-muted p-2 text-xs">{detail}</pre> : null}
      <Button onClick={() => window.location.reload()}>{t("actions.reload")}</Button>
    </div>
  );
}
