import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/limits";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "../db/schema";

/** Header through which the Fastify adapter hands better-auth the client address it trusts. */
export const CLIENT_IP_HEADER = "x-copyblocks-client-ip";

// argon2id with OWASP's recommended minimums (19 MiB, 2 passes).
const argon2Options = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function createAuth(config: Config, db: Db, secret: string) {
  return betterAuth({
    appName: "CopyBlocks",
    secret,
    basePath: "/api/auth",
    baseURL: config.PUBLIC_URL,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hash(password, argon2Options),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        "/sign-up/email": { window: 60, max: config.SIGN_IN_RATE_LIMIT },
      },
    },
    advanced: {
      cookiePrefix: "copyblocks",
      // Secure is added per request by the adapter when the request came over HTTPS.
      useSecureCookies: config.PUBLIC_URL?.startsWith("https://") ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db.insert(profiles).values({ id: user.id, displayName: user.name }).onConflictDoNothing();
          },
        },
      },
    },
    logger: {
      level: config.LOG_LEVEL === "silent" ? "error" : "warn",
      disabled: config.LOG_LEVEL === "silent",
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
