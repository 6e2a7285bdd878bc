import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import type { ReturnPath } from "~/lib/return-path";
import type { SignUpValues } from "../auth-schemas";

/**
 * POST /api/auth/signup — 201 {user, message}; 400 validation, 409 'User already registered',
 * 429. returnTo is the page the verification link will land on.
 */
const signUpAnswer = z.object({ user: z.object({ id: z.string(), email: z.string() }), message: z.string() });

export function signUp(values: SignUpValues, returnTo?: ReturnPath) {
  return apiRequest("/api/auth/signup", { method: "POST", body: { ...values, return: returnTo }, parse: signUpAnswer.parse });
}
