import { buildApp } from "./app";
import { resolveAuthSecret } from "./auth/secret";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/open";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const authSecret = await resolveAuthSecret(config, database);
  const app = await buildApp({ config, database, authSecret, ownsDatabase: true });

  // Close the database cleanly on Ctrl+C or a stop signal so PGlite's files are never left half-written.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, ms: Math.round(performance.now() - started) },
    `CopyBlocks ready on http://${config.HOST}:${config.PORT}`,
  );
}

main().catch((err) => {
  console.error("CopyBlocks failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
