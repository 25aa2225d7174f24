import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const serverTests = ["src/server/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Explicit include so Playwright specs in tests/e2e are never picked up.
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: ["src/web/test/setup-i18n.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Components rendered with React Testing Library in a jsdom document.
          name: "dom",
          include: ["src/web/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["src/web/test/setup-i18n.ts", "src/web/test/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api-pglite",
          include: serverTests,
          // Files in a worker share one database (creating one takes seconds).
          isolate: false,
          env: { TEST_DB: "pglite" },
        },
      },
      // The same API tests again on a real PostgreSQL when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "api-postgres",
                include: serverTests,
                isolate: false,
                env: { TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
