import { hash, verify } from "@node-rs/argon2";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { z } from "zod";
import { avatarUrlSchema, displayNameSchema } from "../../shared/api/me";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/limits";
import type { Config } from "../config";
import type { Db } from "../db/open";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  isWeakPassword,
  WEAK_PASSWORD_MESSAGE,
} from "./password-rules";

/** Header through which the Fastify adapter hands better-auth the client address it trusts. */
export const CLIENT_IP_HEADER = "x-copyblocks-client-ip";

// argon2id with OWASP's recommended minimums (19 MiB, 2 passes).
const argon2Options = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * better-auth's routes that would write a profile past the app's rules (any name, an image of
 * any scheme) or change what the app does not offer. The profile is changed through PATCH /api/me.
 */
const DISABLED_AUTH_PATHS = ["/update-user", "/change-email", "/update-session", "/delete-user"];

/** The profile rules of /api/me, applied to whatever better-auth is about to write to a user. */
const userWriteSchema = z.object({
  name: displayNameSchema.optional(),
  image: avatarUrlSchema.optional(),
});

function checkUserWrite(data: Record<string, unknown>) {
  const parsed = userWriteSchema.safeParse({ name: data.name, image: data.image });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new APIError("BAD_REQUEST", { message: `${issue.path.join(".")}: ${issue.message}` });
  }
}

export function createAuth(config: Config, db: Db, secret: string, mailer?: Mailer) {
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
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link opens the app's own page, which posts the new password with the token.
      sendResetPassword: async ({ user, url, token }) => {
        const link = `${new URL(url).origin}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer?.sendPasswordReset(user.email, link);
      },
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        // Every new password (sign-up, change, reset) is hashed here, so the rule is kept once.
        hash: async (password) => {
          if (isCommonPassword(password)) {
            throw new APIError("BAD_REQUEST", {
              code: "PASSWORD_TOO_COMMON",
              message: COMMON_PASSWORD_MESSAGE,
            });
          }
          if (isWeakPassword(password)) {
            throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_WEAK", message: WEAK_PASSWORD_MESSAGE });
          }
          return hash(password, argon2Options);
        },
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
        "/request-password-reset": { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        "/reset-password": { window: 60, max: config.SIGN_IN_RATE_LIMIT },
        "/change-password": { window: 60, max: config.SIGN_IN_RATE_LIMIT },
      },
    },
    advanced: {
      cookiePrefix: "copyblocks",
      // Secure is added per request by the adapter when the request came over HTTPS.
      useSecureCookies: config.PUBLIC_URL?.startsWith("https://") ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    databaseHooks: {
      user: {
        // Every user write better-auth makes, from any of its routes, meets the profile rules.
        update: {
          before: async (data) => {
            checkUserWrite(data);
          },
        },
        create: {
          before: async (user) => {
            checkUserWrite(user);
          },
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
