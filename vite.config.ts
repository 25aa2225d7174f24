import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:3000";

// better-auth refuses cookie-bearing POSTs from origins it does not trust; through the dev proxy the
// browser's Origin is the Vite port, so present the API's own origin instead.
const apiProxy: ProxyOptions = {
  target: apiTarget,
  changeOrigin: true,
  configure: (proxy) => {
    proxy.on("proxyReq", (proxyReq) => {
      if (proxyReq.getHeader("origin")) proxyReq.setHeader("origin", new URL(apiTarget).origin);
    });
  },
};

// React Router's package exports name only its development build, which keeps its dev-time
// warnings; the production build beside it is the same code without them (0.6 KB gzip less).
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = [{ find: /^react-router$/, replacement: reactRouterBuild("index.mjs") }];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // react-i18next still imports the useSyncExternalStore shim written for React 17 and older;
      // React 19 has the hook itself, so the shim's fallback code need not ship (0.3 KB gzip).
      { find: /^use-sync-external-store\/shim$/, replacement: "react" },
      ...(command === "build" ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // The bundle budget test (scripts/bundle-budget.test.ts) reads each page's chunks from it.
    manifest: true,
    // Every browser the build targets but the oldest Firefox and Safari preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Our own TypeScript modules only define things: one imported for a single export (through
      // a feature's index, say) must not drag in its neighbours' top-level zod schemas and the
      // libraries behind them. Styles and packages keep the default.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]src[\\/](web|shared)[\\/].+\.tsx?$/, sideEffects: false }],
      },
      output: {
        // React changes far less often than app code: its own chunk stays cached across deploys.
        // Other libraries stay with the routes that use them (one vendor chunk of everything would
        // make the sign-in page download pdf-lib and the editor's libraries too).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "app", tags: ["$initial"] },
            // The small building blocks drawn with plain elements (cards, labels, badges, empty
            // states, number formats...), shared by most pages: one chunk instead of a dozen of a
            // few hundred bytes each (on the dashboard, 10 files and 2.2 KB gzip fewer). The
            // Radix-based ones, and the deferred wrappers of Radix parts, stay with their screens.
            {
              name: "kit",
              test: /[\\/]src[\\/]web[\\/](components[\\/](ui[\\/])?(?!(alert-dialog|alert|dialog|dropdown-menu|popover|select|tabs|textarea|role-table|ConfirmDialog|Deferred\w+|ErrorAlert|SelectChoice|TabListChoice)\.)[\w-]+|i18n[\\/](format|errors))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": apiProxy } },
  preview: { proxy: { "/api": apiProxy } },
}));
