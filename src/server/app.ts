import compress from "@fastify/compress";
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
import { createSignInLimiter } from "./auth/sign-in-limit";
import { blockRoutes } from "./blocks/routes";
import { commentRoutes } from "./comments/routes";
import type { Config } from "./config";
import { databaseAnswers } from "./db/availability";
import { inArrivalOrder } from "./db/fair-queue";
import type { Database } from "./db/open";
import { answerFrameworkError, MAX_PATH_PARAM_LENGTH, registerErrorHandler } from "./errors";
import { createLiveEvents } from "./events/live-events";
import { eventRoutes } from "./events/routes";
import { exportRoutes } from "./export/routes";
import { glossaryRoutes } from "./glossary/routes";
import { healthRoutes } from "./health/routes";
import { registerJsonParser, registerNulGuard } from "./http/json-body";
import { registerWriteRateLimit } from "./http/rate-limit";
import { jobHandlers } from "./jobs/handlers";
import { JobQueue } from "./jobs/queue";
import { jobRoutes } from "./jobs/routes";
import { createMailer } from "./mail/mailer";
import { meRoutes } from "./me/routes";
import { projectRoutes } from "./projects/routes";
import { publicRoutes } from "./public/routes";
import { searchRoutes } from "./search/routes";
import { toolRoutes } from "./tools/routes";
import { translateRoutes } from "./translate/routes";
import { translationMemoryRoutes } from "./translation-memory/routes";
import { versionRoutes } from "./versions/routes";
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
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    trustProxy: config.TRUST_PROXY,
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
          },
  });

  const answers = () => databaseAnswers(database.db, { liveness: database.liveness });
  registerErrorHandler(app, { databaseAnswers: answers });
  // Each request's database work keeps the place in line the request had when it arrived.
  app.addHook("onRequest", (_request, _reply, done) => inArrivalOrder(done));
  registerJsonParser(app, { allowEmpty: false });
  // The API speaks JSON only: without Fastify's built-in text parser a text/plain body is
  // refused as an unsupported media type (415) like every other non-JSON body, instead of
  // reaching a route as a string.
  app.removeContentTypeParser("text/plain");
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

  // Answers travel compressed (Brotli or gzip, as the browser asks) once they pass 1 KB: a long
  // project's block list is megabytes of JSON, and the web app's files are several hundred KB.
  // Event streams write to the socket themselves and are left alone. Compressed request bodies
  // are not accepted: they would slip past the body size limit.
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  const mailer = createMailer(config, app.log);
  const auth = createAuth(config, database.db, authSecret, mailer);
  const readUser = createSessionReader(auth, database.db, config);
  const base = {
    config,
    db: database.db,
    databaseAnswers: answers,
    auth,
    readUser,
    guards: guards(readUser),
    ai: createAiServices(config, database.db),
    events: createLiveEvents(database, { log: (message, err) => app.log.warn({ err }, message) }),
  };
  const ctx: AppContext = {
    ...base,
    jobs: new JobQueue(database, {
      handlers: jobHandlers(base),
      workers: config.AI_JOB_WORKERS,
      log: (message, err) => app.log.error({ err }, message),
      report: (job, status, usage) =>
        app.log.info({ jobId: job.id, kind: job.kind, status, ...usage }, "AI job ended"),
    }),
  };
  await ctx.events.start();
  await ctx.jobs.start();
  // Open event streams never end by themselves: close them first so shutdown does not wait on them.
  app.addHook("preClose", async () => {
    await ctx.jobs.stop();
    await ctx.events.stop();
  });

  await registerWriteRateLimit(app, database.db, config.API_WRITE_RATE_LIMIT);
  await app.register(authRoutes, {
    auth,
    signInLimiter: createSignInLimiter(database.db),
    databaseAnswers: answers,
  });
  await app.register(healthRoutes, { ctx });
  await app.register(meRoutes, { ctx });
  await app.register(projectRoutes, { ctx });
  await app.register(blockRoutes, { ctx });
  await app.register(versionRoutes, { ctx });
  await app.register(analyzeRoutes, { ctx });
  await app.register(commentRoutes, { ctx });
  await app.register(eventRoutes, { ctx });
  await app.register(jobRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(glossaryRoutes, { ctx });
  await app.register(translateRoutes, { ctx });
  await app.register(translationMemoryRoutes, { ctx });
  await app.register(aiRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(toolRoutes, { ctx });
  await app.register(publicRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
  // Tells the forgot-password form whether the link is e-mailed or handed out by an administrator.
  app.get("/api/password-reset", async () => ({ delivery: mailer.delivery }));
  await registerWeb(app, config, ctx);

  if (ownsDatabase) app.addHook("onClose", () => database.close());
  return app;
}
