/**
 * A small JSON client for our own /api. Every failure becomes an ApiError carrying the
 * server's error shape ({"error":{"code","message","fields"}}, docs/api.md), so callers
 * branch on status and code, never on response text. Response bodies are checked by the
 * caller's parser (a zod schema's parse in features/<name>/api).
 */

export const NETWORK_ERROR_MESSAGE = "Network error. Please check your connection.";
export const UNKNOWN_ERROR_MESSAGE = "An unexpected error occurred";

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The server's error code (validation, conflict, rate_limited, …), NETWORK_ERROR or UNKNOWN_ERROR. */
  readonly code: string;
  /** Field name → first message, for validation errors. */
  readonly fields: Record<string, string>;
  /** Seconds to wait, from Retry-After, when the server sent one. */
  readonly retryAfter: number | null;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string>; retryAfter?: number | null }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /**
   * A multipart body (file uploads), sent instead of `body`. The browser sets the
   * Content-Type with its boundary, so none is given here.
   */
  form?: FormData;
  /** Checks and types the success body (undefined for 204); throw to reject it. */
  parse: (data: unknown) => T;
  signal?: AbortSignal;
}

/** Fetches a same-origin JSON endpoint; resolves with the parsed body or throws ApiError. */
export async function apiRequest<T>(path: string, { method = "GET", body, form, parse, signal }: RequestOptions<T>): Promise<T> {
  let res: Response;
  const json = form === undefined && body !== undefined;
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: json ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" },
      body: form ?? (json ? JSON.stringify(body) : undefined),
    });
  } catch (err) {
    // fetch rejects with a TypeError only when no response arrived (offline, DNS, CORS).
    if (err instanceof TypeError) throw new ApiError({ status: 0, code: "NETWORK_ERROR", message: NETWORK_ERROR_MESSAGE });
    throw err;
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw errorFromResponse(res, data);
  try {
    return parse(data);
  } catch {
    throw new ApiError({ status: res.status, code: "UNKNOWN_ERROR", message: UNKNOWN_ERROR_MESSAGE });
  }
}

/** The ApiError of a refused answer whose body was read as data. */
export function errorFromResponse(res: Response, data: unknown): ApiError {
  const body = isRecord(data) && isRecord(data.error) ? data.error : {};
  const fields: Record<string, string> = {};
  if (isRecord(body.fields)) {
    for (const [k, v] of Object.entries(body.fields)) if (typeof v === "string") fields[k] = v;
  }
  return new ApiError({
    status: res.status,
    code: typeof body.code === "string" ? body.code : "UNKNOWN_ERROR",
    message: typeof body.message === "string" && body.message !== "" ? body.message : UNKNOWN_ERROR_MESSAGE,
    fields,
    retryAfter: parseRetryAfter(res.headers.get("Retry-After")),
  });
}

/** Retry-After in seconds; the HTTP-date form is turned into seconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value == null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The parser for answers without a body (204). */
export const noContent = (): void => undefined;
