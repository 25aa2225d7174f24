import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SqlScript } from "@/shared/api/admin";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { i18n } from "@/web/i18n";
import { toast } from "@/web/lib/toast";
import { useSqlScripts } from "./api";

async function copy(sql: string) {
  try {
    await navigator.clipboard.writeText(sql);
    toast.success(i18n.t("copied"));
  } catch {
    toast.error(i18n.t("copyFailed"));
  }
}

const knownScripts = ["schema", "policies", "maintenance"] as const;
const isKnown = (id: string): id is (typeof knownScripts)[number] =>
  (knownScripts as readonly string[]).includes(id);

/** A script's title or description: the known ones from the catalog, another one in the server's words. */
function useScriptText() {
  const { t } = useTranslation("admin");
  return (script: SqlScript, part: "title" | "description") =>
    isKnown(script.id) ? t(`sql.scripts.${script.id}.${part}`) : script[part];
}

/** The three SQL tabs: the migration, the access rules as RLS policies, a maintenance update. */
export function SqlScripts() {
  const { t } = useTranslation("admin");
  const text = useScriptText();
  const scripts = useSqlScripts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("sql.title")}</CardTitle>
        <CardDescription>{t("sql.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {scripts.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">{t("sql.loading")}</span>
            <Skeleton className="h-10 w-full sm:w-96" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : scripts.error ? (
          <ErrorAlert title={t("sql.loadFailed")} error={scripts.error} />
        ) : scripts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sql.empty")}</p>
        ) : (
          <Tabs defaultValue={scripts.data[0].id}>
            <div className="-mx-1 overflow-x-auto px-1">
              <TabsList>
                {scripts.data.map((script) => (
                  <TabsTrigger key={script.id} value={script.id}>
                    {text(script, "title")}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {scripts.data.map((script) => (
              <TabsContent key={script.id} value={script.id}>
                <div className="space-y-3">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <p className="text-sm text-muted-foreground">{text(script, "description")}</p>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => copy(script.sql)}
                      className="self-start"
                    >
                      <Copy /> {t("sql.copy")}
                    </Button>
                  </div>
                  <pre className="max-h-96 overflow-auto rounded-lg border bg-muted/50 p-4 font-mono text-xs leading-relaxed">
                    <code>{script.sql}</code>
                  </pre>
                </div>
              </TabsContent>
            ))}
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
