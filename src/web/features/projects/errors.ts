import { ApiError } from "@/web/lib/api-client";

/** The server's own message for a request the user can act on (4xx), otherwise nothing. */
export function clientErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return undefined;
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
