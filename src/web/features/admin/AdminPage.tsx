import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { canUseTool } from "@/shared/policy";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useMe } from "@/web/features/auth";
import { toolPages } from "@/web/features/tools";
import { SqlScripts } from "./SqlScripts";
import { UsersTable } from "./UsersTable";

export function AdminPage() {
  const { t } = useTranslation(["admin", "tools"]);
  const { data: me } = useMe();
  return (
    <PageContainer className="space-y-8">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="flex items-center gap-3 rounded-xl border bg-accent/50 p-4 text-sm text-accent-foreground">
        <ShieldCheck className="size-5 shrink-0" aria-hidden />
        {t("why")}
      </div>
      <SqlScripts />
      <UsersTable />
      <section aria-labelledby="tools-heading" className="space-y-4">
        <h2 id="tools-heading" className="text-lg font-semibold">
          {t("tools")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {toolPages.map((tool) => {
            const card = (allowed: boolean) => (
              <Card className={allowed ? "h-full transition-colors hover:bg-muted/50" : "h-full opacity-70"}>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2 text-base">
                    <tool.icon className="size-4 text-primary" aria-hidden />{" "}
                    {t(`tools:pages.${tool.key}.title`)}
                  </CardTitle>
                  <CardDescription>{t(`tools:pages.${tool.key}.description`)}</CardDescription>
                  {allowed ? null : (
                    <Badge variant="outline" className="w-fit">
                      {t("tools:superadminOnly.badge")}
                    </Badge>
                  )}
                </CardHeader>
              </Card>
            );
            // A tool the role may not use is shown, not offered: the admin page is read-only there.
            return canUseTool(me?.role, tool.action) ? (
              <li key={tool.path}>
                <Link
                  to={tool.path}
                  className="block h-full rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  {card(true)}
                </Link>
              </li>
            ) : (
              <li key={tool.path} data-testid="tool-unavailable">
                {card(false)}
              </li>
            );
          })}
        </ul>
      </section>
    </PageContainer>
  );
}
