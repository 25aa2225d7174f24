import { Copy } from "lucide-react";
import { toast } from "sonner";
import type { SqlScript } from "@/shared/api/admin";
import { ErrorAlert } from "@/web/components/ErrorAlert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useSqlScripts } from "./api";

async function copy(sql: string) {
  try {
    await navigator.clipboard.writeText(sql);
    toast.success("Copied to clipboard");
  } catch {
    toast.error("Não foi possível copiar");
  }
}

/** The three SQL tabs: the migration, the access rules as RLS policies, a maintenance update. */
export function SqlScripts() {
  const scripts = useSqlScripts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Scripts SQL</CardTitle>
        <CardDescription>O esquema real deste banco, suas regras de acesso e manutenção.</CardDescription>
      </CardHeader>
      <CardContent>
        {scripts.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <span className="sr-only">Carregando scripts</span>
            <Skeleton className="h-10 w-full sm:w-96" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : scripts.error ? (
          <ErrorAlert title="Não foi possível carregar os scripts" error={scripts.error} />
        ) : scripts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum script disponível.</p>
        ) : (
          <Tabs defaultValue={scripts.data[0].id}>
            <div className="-mx-1 overflow-x-auto px-1">
              <TabsList>
                {scripts.data.map((script) => (
                  <TabsTrigger key={script.id} value={script.id}>
                    {script.title}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            {scripts.data.map((script) => (
              <TabsContent key={script.id} value={script.id}>
                <ScriptPanel script={script} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}

function ScriptPanel({ script }: { script: SqlScript }) {
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-sm text-muted-foreground">{script.description}</p>
        <Button variant="outline" size="sm" onClick={() => copy(script.sql)} className="self-start">
          <Copy /> Copy
        </Button>
      </div>
      <pre className="max-h-96 overflow-auto rounded-lg border bg-muted/50 p-4 font-mono text-xs leading-relaxed">
        <code>{script.sql}</code>
      </pre>
    </div>
  );
}
