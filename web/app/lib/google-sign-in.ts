import { apiRequest } from "./api";

/** Where the server may send the browser after Google (docs/api.md, GET /api/auth/google). */
export type GoogleReturn = "/dashboard" | "/settings" | "/settings?delete=1";

/**
 * Starts Google sign-in: the server answers the Google address to open (or 503 when
 * Google is not configured, which rejects with its message). Without a return path Google
 * brings the visitor back to the site origin, as the spec says.
 */
export async function startGoogleSignIn(returnTo?: GoogleReturn): Promise<void> {
  const path = returnTo ? `/api/auth/google?return=${encodeURIComponent(returnTo)}` : "/api/auth/google";
  const { url } = await apiRequest(path, { parse: parseUrl });
  window.location.assign(url);
}

function parseUrl(data: unknown): { url: string } {
  const url = typeof data === "object" && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw new TypeError("no url");
  return { url };
}
