import { LogIn, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useMe } from "@/web/features/auth/api";
import { SearchButton } from "@/web/features/search/SearchButton";
import { cn } from "@/web/lib/utils";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { DesktopNav, MobileNav } from "./NavLinks";
import { ThemeSwitch } from "./ThemeSwitch";
import { UserMenu } from "./UserMenu";
import { useScrolled } from "./use-scrolled";

const MOBILE_MENU_ID = "mobile-menu";

export function Header() {
  const scrolled = useScrolled(10);
  const { t } = useTranslation("shell");
  const me = useMe();
  const user = me.data ?? null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);

  // A navigation (link, back button) always closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMenuOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      className={cn(
        "sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-200",
        scrolled
          ? "border-border bg-background/70 shadow-sm backdrop-blur-md supports-[backdrop-filter]:bg-background/60"
          : "border-transparent bg-background",
      )}
      data-scrolled={scrolled || undefined}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        {user ? <DesktopNav /> : null}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? <SearchButton /> : <LanguageSwitch />}
          <ThemeSwitch />
          {user ? (
            <UserMenu user={user} />
          ) : pathname !== "/auth" && !me.isPending ? (
            <Button size="sm" onClick={() => navigate("/auth")}>
              <LogIn /> {t("signIn")}
            </Button>
          ) : null}
          {user ? (
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              aria-label={t("menu")}
              data-testid="mobile-menu-button"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X /> : <Menu />}
            </Button>
          ) : null}
        </div>
      </div>
      {user && menuOpen ? <MobileNav id={MOBILE_MENU_ID} onNavigate={() => setMenuOpen(false)} /> : null}
    </header>
  );
}
