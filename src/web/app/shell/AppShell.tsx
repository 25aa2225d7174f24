import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { useScrollRestoration } from "./use-scroll-restoration";

/** Header, page and footer around every route. */
export function AppShell() {
  const { t } = useTranslation("shell");
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
