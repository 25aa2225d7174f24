import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "./Logo";
import { footerGroups } from "./nav-items";

export function Footer() {
  const { t } = useTranslation("shell");
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] md:gap-10">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">{t("footer.tagline")}</p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.titleKey} aria-label={t(`footer.${group.titleKey}`)}>
            <h2 className="mb-3 text-sm font-semibold">{t(`footer.${group.titleKey}`)}</h2>
            <ul className="space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
