import { apiRequest } from "~/lib/api";
import { parseAuthUser, type AuthUser } from "~/lib/auth-user";
import type { SignInValues } from "../auth-schemas";

/**
 * POST /api/auth/signin — 200 {user} with a new session cookie; 400 'Invalid login
 * credentials' or field messages; 403 'Email not confirmed. …'; 429.
 */
export function signIn(values: SignInValues): Promise<AuthUser> {
  return apiRequest("/api/auth/signin", { method: "POST", body: values, parse: parseAuthUser });
}
