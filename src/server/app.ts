import helmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { BODY_LIMIT_BYTES } from "../shared/limits";
import { adminRoutes } from "./admin/routes";
import { aiRoutes } from "./ai/routes";
import { createAiServices } from "./ai/services";
import { analyzeRoutes } from "./analyze/routes";
import type { AppContext } from "./app-context";
import { createAuth } from "./auth/auth";
import { createSessionReader, guards } from "./auth/guards";
import { authRoutes } from "./auth/routes";
import { blockRoutes } from "./blocks/routes";
import { commentRoutes } from "./comments/routes";
import type { Config } from "./config";
import type { Database } from "./db/open";
import { registerErrorHandler } from "./errors";
import { healthRoutes } from "./health/routes";
import { registerJsonParser, registerNulGuard } from "./http/json-body";
import { meRoutes } from "./me/routes";
import { projectRoutes } from "./projects/routes";
import { toolRoutes } from "./tools/routes";
import { translateRoutes } from "./translate/routes";
import { registerWeb } from "./web/static";

export type BuildAppOptions = {
  config: Config;
  database: Database;
  authSecret: string;
  /** Close the database when the app closes (main does; tests share one database). */
  ownsDatabase?: boolean;
};

export async function buildApp({ config, database, authSecret, ownsDatabase }: BuildAppOptions) {
  const app: FastifyInstance = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
          },
  });

  registerErrorHandler(app);
  registerJsonParser(app, { allowEmpty: false });
  registerNulGuard(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense when we know the public origin is HTTPS.
    strictTransportSecurity: config.PUBLIC_URL?.startsWith("https://") ?? false,
  });

  const auth = createAuth(config, database.db, authSecret);
  const readUser = createSessionReader(auth, database.db, config);
  const ctx: AppContext = {
    config,
    db: database.db,
    auth,
    readUser,
    guards: guards(readUser),
    ai: createAiServices(config),
  };

  await app.register(authRoutes, { auth });
  await app.register(healthRoutes, { ctx });
  await app.register(meRoutes, { ctx });
  await app.register(projectRoutes, { ctx });
  await app.register(blockRoutes, { ctx });
  await app.register(analyzeRoutes, { ctx });
  await app.register(commentRoutes, { ctx });
  await app.register(translateRoutes, { ctx });
  await app.register(aiRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(toolRoutes, { ctx });
  await registerWeb(app, config);

  if (ownsDatabase) app.addHook("onClose", () => database.close());
  return app;
}
