import { apiRequest } from "~/lib/api";
import type { ReturnPath } from "~/lib/return-path";
import { messageAnswer } from "./message-answer-schema";

/** POST /api/auth/verify/resend — always 202 with the same message; the new link lands on returnTo. */
export async function resendVerification(email: string, returnTo?: ReturnPath): Promise<string> {
  const body = { email, return: returnTo };
  return (await apiRequest("/api/auth/verify/resend", { method: "POST", body, parse: messageAnswer.parse })).message;
}
