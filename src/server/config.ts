import { z } from "zod";
import { serverFile } from "./server-files";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(" or ")}//`,
    )
    .optional();

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Every environment variable the server reads. Validated once at start-up. */
const emailList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z.preprocess(blankToUndefined, optionalUrl(["postgres:", "postgresql:"])),
  ADMIN_EMAILS: emailList,
  /** E-mails that get the superadmin role (the destructive developer tools) without a profile change. */
  SUPERADMIN_EMAILS: emailList,
  BETTER_AUTH_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  PUBLIC_URL: z.preprocess(blankToUndefined, optionalUrl(["http:", "https:"])),
  TRUST_PROXY: z.preprocess(blankToUndefined, booleanFlag.default(false)),
  AI_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  AI_BASE_URL: z.preprocess(blankToUndefined, optionalUrl(["http:", "https:"])),
  AI_MODEL: z.preprocess(blankToUndefined, z.string().default("gpt-4o")),
  AI_MODEL_FAST: z.preprocess(blankToUndefined, z.string().default("gpt-4o-mini")),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(12),
  AI_JOB_WORKERS: z.coerce.number().int().min(1).max(32).default(4),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  AI_BATCH_SIZE: z.coerce.number().int().min(1).max(200).default(40),
  AI_MAX_TASKS_PER_USER: z.coerce.number().int().min(1).default(2),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  API_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  /** Live event streams one instance holds open per signed-in user, per address, and in all. */
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).default(20),
  EVENT_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  EVENT_STREAMS_TOTAL: z.coerce.number().int().min(1).default(5000),
  /** smtp://user:pass@host:587 or smtps://…: where password-reset e-mails go. Unset: to the log. */
  SMTP_URL: z.preprocess(blankToUndefined, optionalUrl(["smtp:", "smtps:"])),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default("CopyBlocks <no-reply@copyblocks.local>")),
});

/** The names of every environment variable the server reads (the README documents each). */
export const ENV_NAMES = Object.keys(envSchema.shape);

export type Config = z.infer<typeof envSchema> & {
  /** Folder of the built web app; tests point it elsewhere or turn serving off. */
  webRoot: string;
  serveWeb: boolean;
  /** First retry wait of AI calls (1000 ms, doubling); tests shorten it. */
  aiRetryBaseMs: number;
  /** How long the provider counts as unreachable once a job could not reach it; tests shorten it. */
  aiBreakerCoolDownMs: number;
  /** Plain edits by one writer within this many seconds share a history entry (0: every save is one). */
  historyFoldSeconds: number;
};

export const defaultWebRoot = serverFile("../../dist/web");

export class ConfigError extends Error {}

/** Parses the environment; the error message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    ...parsed.data,
    webRoot: defaultWebRoot,
    serveWeb: true,
    aiRetryBaseMs: 1000,
    aiBreakerCoolDownMs: 30_000,
    historyFoldSeconds: 120,
    ...overrides,
  };
}
