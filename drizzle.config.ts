import { defineConfig } from "drizzle-kit";

// Only used to generate migrations (npm run db:generate); the app applies them itself at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
