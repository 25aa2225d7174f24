import { buildApp } from "./app";
import { resolveAuthSecret } from "./auth/secret";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/open";
import { checkDataDir, dataDirProblem, StartupError } from "./startup-errors";

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
  // The embedded database and the generated auth secret live in DATA_DIR.
  if (!config.DATABASE_URL) checkDataDir(config.DATA_DIR);
  let logConnectionError = (error: Error) => console.warn(`Database connection lost: ${error.message}`);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (error) => logConnectionError(error),
  });
  await database.migrate();
  const authSecret = await resolveAuthSecret(config, database);
  const app = await buildApp({ config, database, authSecret, ownsDatabase: true });
  logConnectionError = (error) =>
    app.log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      "database connection lost; the next query opens a new one",
    );

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
  // One line an operator can act on, never a stack trace; the exit code names the cause.
  const embedded = !process.env.DATABASE_URL?.trim();
  const known =
    err instanceof StartupError
      ? err
      : embedded
        ? dataDirProblem(err, process.env.DATA_DIR || "./data")
        : null;
  if (known) {
    console.error(`CopyBlocks failed to start: ${known.message}`);
    process.exit(known.exitCode);
  }
  const message = err instanceof Error ? err.message : String(err);
  console.error(`CopyBlocks failed to start: ${message.split("\n")[0]}`);
  process.exit(1);
});
