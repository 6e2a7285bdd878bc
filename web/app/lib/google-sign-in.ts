import { apiRequest } from "./api";
import { brand } from "./brand";
import type { ReturnPath } from "./return-path";

/** Where the server may send the browser after Google (docs/api.md, GET /api/auth/google). */
export type GoogleReturn = Exclude<ReturnPath, "/">;

/**
 * Whether 'Continue with Google' works on this site: the server says so in the pages'
 * <meta name="lexa:google-sign-in"> (on only when GOOGLE_CLIENT_ID is set), so the button
 * is not offered just to answer 'not available'.
 */
export function googleSignInEnabled(): boolean {
  return brand().googleSignIn === "on";
}

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
