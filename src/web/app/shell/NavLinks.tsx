import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { cn } from "@/web/lib/utils";
import { navItems } from "./nav-items";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
    isActive
      ? "bg-accent text-accent-foreground"
      : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );

/** Desktop navigation row. */
export function DesktopNav() {
  const { t } = useTranslation("shell");
  return (
    <nav aria-label={t("nav.main")} className="hidden items-center gap-0.5 lg:flex">
      {navItems.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === "/"} className={linkClass}>
          {t(`nav.${item.labelKey}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** Mobile navigation list, shown inside the collapsible menu. */
export function MobileNav({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation("shell");
  return (
    <nav id={id} aria-label={t("nav.main")} className="border-t bg-background px-4 pt-2 pb-4 lg:hidden">
      <ul className="grid gap-1">
        {navItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === "/"}
              onClick={onNavigate}
              className={(state) => cn(linkClass(state), "flex w-full py-2.5 text-base")}
            >
              <item.icon className="size-4" aria-hidden /> {t(`nav.${item.labelKey}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
