import { apiRequest, noContent } from "~/lib/api";

/** POST /api/auth/password/reset — 204; 404 'This link has expired or was already used.'; 400. */
export function resetPassword(token: string, password: string): Promise<void> {
  return apiRequest("/api/auth/password/reset", { method: "POST", body: { token, password }, parse: noContent });
}
