import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { canUseTool } from "@/shared/policy";
import { PageContainer, PageHeader } from "@/web/components/PageHeader";
import { Button } from "@/web/components/ui/button";
import { useMe } from "@/web/features/auth";
import { cn } from "@/web/lib/utils";
import { SuperadminOnly } from "./SuperadminOnly";
import { toolPages, useToolAllowed } from "./tool-pages";

/**
 * Page frame shared by the developer tools: title, a way back to /admin and a nav between the
 * tools the user's role may use. A tool the role may not use shows why instead of its controls.
 */
export function ToolLayout({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation("tools");
  const tool = toolPages.find((page) => page.path === path);
  const allowed = useToolAllowed(path);
  const { data: me } = useMe();
  const offered = toolPages.filter((page) => canUseTool(me?.role, page.action));
  const nav = useRef<HTMLElement>(null);
  // On a phone the tools bar scrolls sideways: bring the current tool into view.
  useEffect(() => {
    nav.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, []);
  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title={tool ? t(`pages.${tool.key}.title`) : t("fallbackTitle")}
        description={tool ? t(`pages.${tool.key}.description`) : undefined}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin">
              <ArrowLeft /> {t("backToAdmin")}
            </Link>
          </Button>
        }
      />
      <nav ref={nav} aria-label={t("nav")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-1 rounded-lg bg-muted p-1">
          {offered.map((page) => (
            <li key={page.path}>
              <NavLink
                to={page.path}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
                    isActive && "bg-background text-foreground shadow-sm dark:bg-card",
                  )
                }
              >
                <page.icon className="size-4" aria-hidden /> {t(`pages.${page.key}.short`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {allowed ? children : <SuperadminOnly />}
    </PageContainer>
  );
}
