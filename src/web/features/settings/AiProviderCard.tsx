import { CircleCheck, CircleDashed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { localActions, useAiStatus } from "@/web/features/ai";

/** Whether the server has an AI provider, which models it uses, and what works without one. */
export function AiProviderCard() {
  const status = useAiStatus();
  const { t } = useTranslation(["settings", "ai"]);
  const alwaysLocal = localActions()
    .filter((a) => a.always)
    .map((a) => t(`ai:actions.${a.action}`))
    .join(t("ai.and"));
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t("ai.title")}</CardTitle>
          {status.data ? (
            status.data.configured ? (
              <Badge variant="success">
                <CircleCheck aria-hidden />
                {t("ai.configured")}
              </Badge>
            ) : (
              <Badge variant="warning">
                <CircleDashed aria-hidden />
                {t("ai.notConfigured")}
              </Badge>
            )
          ) : null}
        </div>
        <CardDescription>{t("ai.keys")}</CardDescription>
      </CardHeader>
      <CardContent>
        {status.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : status.isError ? (
          <ErrorAlert error={status.error} />
        ) : status.data.configured ? (
          <div className="space-y-3">
            <dl className="grid gap-4 text-sm sm:grid-cols-3">
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t("ai.model")}</dt>
                <dd className="truncate font-medium" data-testid="ai-model">
                  {status.data.model}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t("ai.fastModel")}</dt>
                <dd className="truncate font-medium" data-testid="ai-fast-model">
                  {status.data.fastModel}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t("ai.concurrency")}</dt>
                <dd className="font-medium tabular-nums">{status.data.concurrency}</dd>
              </div>
            </dl>
            <p className="text-sm text-muted-foreground">{t("ai.alwaysLocal", { actions: alwaysLocal })}</p>
          </div>
        ) : (
          <div className="space-y-3 text-sm">
            <p>{t("ai.without")}</p>
            <ul className="flex flex-wrap gap-1.5">
              {localActions().map(({ action }) => (
                <li key={action}>
                  <Badge variant="info">{t(`ai:actions.${action}`)}</Badge>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">{t("ai.others")}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
