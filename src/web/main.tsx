import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppRouter } from "./app/AppRouter";
import { Providers } from "./app/Providers";
import { AppRoutes, preloadRoute } from "./app/router";
import { i18nReady, loadOtherPagesTexts } from "./i18n";
import "./styles.css";
import { whenIdle } from "@/web/lib/when-idle";

// The first page's screen downloads alongside the texts, not after them.
preloadRoute(window.location.pathname);
const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The interface renders once its language's catalog is in, so no text key ever shows raw.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </Providers>
    </StrictMode>,
  ),
);

// The other screens' texts follow once the browser is idle, so opening one rarely waits for them.
void i18nReady.then(() => whenIdle(() => void loadOtherPagesTexts()));
