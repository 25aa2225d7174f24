import type { z } from "zod";
import type { ErrorParams } from "@/shared/api/errors";

/**
 * An HTTP failure with the server's stable error code and (English, technical) message. What
 * people read comes from the catalogs: `errorMessage` in src/web/i18n/errors.ts words the code
 * and the finer `reason` in the interface language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** What the server added to act on the error (e.g. the blocks of a save conflict). */
  readonly details: unknown;
  readonly reason: string | undefined;
  readonly params: ErrorParams | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: unknown,
    why: { reason?: string; params?: ErrorParams } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
    this.reason = why.reason;
    this.params = why.params;
  }
}

type ErrorBody = {
  code?: unknown;
  message?: unknown;
  error?: { code?: unknown; message?: unknown; details?: unknown; reason?: unknown; params?: unknown };
};

/** Only flat string and number values: anything else in `params` is dropped. */
function paramsOf(value: unknown): ErrorParams | undefined {
  if (!value || typeof value !== "object") return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === "string" || typeof entry[1] === "number",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * Reads the error out of a failed response. Our routes answer `{error:{code,message}}`;
 * better-auth's routes answer `{code,message}`; anything else falls back to the status text.
 */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const data = (body && typeof body === "object" ? body : {}) as ErrorBody;
  const source = data.error && typeof data.error === "object" ? data.error : data;
  const code = typeof source.code === "string" && source.code ? source.code : `HTTP_${status}`;
  const message =
    typeof source.message === "string" && source.message.trim()
      ? source.message
      : `Request failed (${status})`;
  const reason = typeof data.error?.reason === "string" ? data.error.reason : undefined;
  return new ApiError(status, code, message, data.error?.details, {
    reason,
    params: paramsOf(data.error?.params),
  });
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
};

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const { method = "GET", body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK_ERROR", "Could not reach the server");
  }
  // Bytes, then one decode: the browser's own text() decodes as the body streams in and is
  // several times slower on a large answer with accented text (a long project's blocks).
  const text = new TextDecoder().decode(await response.arrayBuffer());
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) throw parseErrorBody(response.status, data);
  return data;
}

/**
 * A response schema, or a function importing it: what the first page calls passes the function,
 * so zod downloads alongside the request instead of holding up the page's first paint.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

/** Calls the API and validates the JSON answer with the shared zod schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  source: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const [data, schema] = await Promise.all([
    send(path, options),
    typeof source === "function" ? source() : source,
  ]);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(502, "INVALID_RESPONSE", `Unexpected response from ${path}`);
  }
  return parsed.data;
}

/** Calls the API when the answer's body does not matter (e.g. sign-out). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** True for errors that repeating the request cannot fix (bad input, auth, not found...). */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
