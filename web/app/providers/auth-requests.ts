import { ApiError, apiRequest, noContent } from "~/lib/api";
import { parseAuthUser, type AuthUser } from "~/lib/auth-user";

// The auth state's requests, asked through the session queries (auth-queries.tsx) and
// loaded with them: only for visitors whose browser holds the session hint, or when they
// sign in or out.

/** GET /api/auth/session: the user, or null when there is no live session (401). */
export async function fetchSession(): Promise<AuthUser | null> {
  try {
    return await apiRequest("/api/auth/session", { parse: parseAuthUser });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** GET /api/auth/has-role?role=admin → {has_role}. */
export function fetchIsAdmin(): Promise<boolean> {
  return apiRequest("/api/auth/has-role?role=admin", {
    parse: (data) => typeof data === "object" && data !== null && (data as { has_role?: unknown }).has_role === true,
  });
}

/** POST /api/auth/signout → 204. */
export function postSignOut(): Promise<void> {
  return apiRequest("/api/auth/signout", { method: "POST", parse: noContent });
}
