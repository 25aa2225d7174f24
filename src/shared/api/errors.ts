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

export const errorResponseSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
