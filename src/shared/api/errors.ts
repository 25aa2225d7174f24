import { z } from "zod";

/** Stable error codes of the HTTP API; clients may switch on them. */
export const errorCodes = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "URI_TOO_LONG",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "AI_UNAVAILABLE",
  "AI_PROVIDER_REQUIRED",
  "DATABASE_UNAVAILABLE",
  "TRANSLATION_FAILED",
  "VERSION_NOT_FOUND",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/**
 * Finer, stable reasons under a code, sent as `error.reason` with the values the wording needs in
 * `error.params`. The `message` is the server's English for logs and scripts; the web app words
 * the reason in the interface language from its own catalog.
 */
export const errorReasons = [
  "PROJECT_NOT_FOUND",
  "OWNER_ONLY",
  "DELETE_NOT_ALLOWED",
  "SOURCE_IN_USE",
  "STALE_VERSION",
  "BLOCKS_CONFLICT",
  "ORDER_CONFLICT",
  "ADMIN_ONLY",
  "SUPERADMIN_ONLY",
  "USER_NOT_FOUND",
  "GLOSSARY_DUPLICATE",
  "GLOSSARY_FULL",
  "TERM_NOT_FOUND",
  "MENTION_NOT_VISIBLE",
  "AI_TASKS_BUSY",
  "ALL_BLOCKS_FAILED",
  "NO_SUCH_VERSION",
  "TABLE_NOT_FOUND",
  "JOB_NOT_FOUND",
  "JOB_ABANDONED",
  "JOB_CANCELLED",
  "JOB_FINISHED",
  "PROVIDER_UNREACHABLE",
  "ACCOUNT_GONE",
  "TEXT_REQUIRED",
  "BLOCKS_REQUIRED",
  "LANGUAGE_REQUIRED",
  "SIGN_IN_LIMITED",
  "TOO_MANY_BLOCKS",
  "TOO_MUCH_TEXT",
] as const;
export type ErrorReason = (typeof errorReasons)[number];

/** Values a reason's wording fills in: a term, a count, a language code... */
export type ErrorParams = Record<string, string | number>;

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    reason: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
