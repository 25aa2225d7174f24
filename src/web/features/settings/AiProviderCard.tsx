import { CircleCheck, CircleDashed } from "lucide-react";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { localActions, useAiStatus } from "@/web/features/ai";

const alwaysLocal = localActions()
  .filter((a) => a.always)
  .map((a) => a.label)
  .join(" and ");

/** Whether the server has an AI provider, which models it uses, and what works without one. */
export function AiProviderCard() {
  const status = useAiStatus();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>AI provider</CardTitle>
          {status.data ? (
            status.data.configured ? (
              <Badge variant="success">
                <CircleCheck aria-hidden />
                Configured
              </Badge>
            ) : (
              <Badge variant="warning">
                <CircleDashed aria-hidden />
                Not configured
              </Badge>
            )
          ) : null}
        </div>
        <CardDescription>
          Keys stay on the server; an administrator sets AI_API_KEY for any OpenAI-compatible API.
        </CardDescription>
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
                <dt className="text-muted-foreground">Typing and toolbar model</dt>
                <dd className="truncate font-medium" data-testid="ai-model">
                  {status.data.model}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">Translation model</dt>
                <dd className="truncate font-medium" data-testid="ai-fast-model">
                  {status.data.fastModel}
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Blocks processed at once</dt>
                <dd className="font-medium tabular-nums">{status.data.concurrency}</dd>
              </div>
            </dl>
            <p className="text-sm text-muted-foreground">{alwaysLocal} are always computed locally.</p>
          </div>
        ) : (
          <div className="space-y-3 text-sm">
            <p>
              Without a provider, block typing uses the local rule classifier and translation uses the
              built-in dictionary (Portuguese only). These toolbar actions still work locally:
            </p>
            <ul className="flex flex-wrap gap-1.5">
              {localActions().map(({ action, label }) => (
                <li key={action}>
                  <Badge variant="info">{label}</Badge>
                </li>
              ))}
            </ul>
            <p className="text-muted-foreground">The other actions explain that they need an AI provider.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
