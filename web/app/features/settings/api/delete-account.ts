import { useMutation } from "@tanstack/react-query";
import { apiRequest, noContent } from "~/lib/api";

/**
 * DELETE /api/account — 204. The password confirms an account that has one; an account
 * that signs in only with Google sends none, having just signed in with Google again.
 * 400 'Password is required' / 'Incorrect password' in fields.password; 403 when the
 * Google sign-in is too old.
 */
export function deleteAccount(password?: string): Promise<void> {
  return apiRequest("/api/account", {
    method: "DELETE",
    body: password === undefined ? {} : { password },
    parse: noContent,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
