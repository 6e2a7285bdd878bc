import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";
import type { SignUpValues } from "../auth-schemas";

/** POST /api/auth/signup — 201 {user, message}; 400 validation, 409 'User already registered', 429. */
const signUpAnswer = z.object({ user: z.object({ id: z.string(), email: z.string() }), message: z.string() });

export function signUp(values: SignUpValues) {
  return apiRequest("/api/auth/signup", { method: "POST", body: values, parse: signUpAnswer.parse });
}
