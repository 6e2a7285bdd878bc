import { useMutation } from "@tanstack/react-query";
import { apiRequest, noContent } from "~/lib/api";

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * POST /api/auth/password/change — 204; the other sessions end, this one stays. 400 with
 * fields.current_password ('Incorrect password') or fields.new_password (the sign-up
 * rules); 400 without fields for an account that signs in only with Google; 429.
 */
export function changePassword(body: PasswordChange): Promise<void> {
  return apiRequest("/api/auth/password/change", {
    method: "POST",
    body,
    parse: noContent,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
