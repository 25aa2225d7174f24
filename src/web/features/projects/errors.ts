import { errorMessage } from "@/web/i18n/errors";
import { ApiError } from "@/web/lib/api-client";

/** Why the server refused a request the user can act on (4xx), otherwise nothing. */
export function clientErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return errorMessage(error);
  return undefined;
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}
