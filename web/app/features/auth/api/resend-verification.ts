import * as z from "zod/mini";
import { apiRequest, noContent } from "~/lib/api";
import type { ReturnPath } from "~/lib/return-path";

// The requests behind the links the server e-mails (docs/api.md, "Accounts").

const answer = z.object({ message: z.string() });

/** POST /api/auth/verify/resend — always 202 with the same message; the new link lands on returnTo. */
export async function resendVerification(email: string, returnTo?: ReturnPath): Promise<string> {
  const body = { email, return: returnTo };
  return (await apiRequest("/api/auth/verify/resend", { method: "POST", body, parse: answer.parse })).message;
}

/** POST /api/auth/password/forgot — always 202 with the same message. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await apiRequest("/api/auth/password/forgot", { method: "POST", body: { email }, parse: answer.parse })).message;
}

/** POST /api/auth/password/reset — 204; 404 'This link has expired or was already used.'; 400. */
export function resetPassword(token: string, password: string): Promise<void> {
  return apiRequest("/api/auth/password/reset", { method: "POST", body: { token, password }, parse: noContent });
}
