import { apiRequest } from "~/lib/api";
import { messageAnswer } from "./message-answer-schema";

/** POST /api/auth/password/forgot — always 202 with the same message. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await apiRequest("/api/auth/password/forgot", { method: "POST", body: { email }, parse: messageAnswer.parse })).message;
}
