import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "~/lib/api";
import { fetchIsAdmin } from "~/providers/auth-requests";
import { adminText } from "../admin-messages";

/** What the check on opening found. */
export type AdminAccess = "admin" | "signedOut" | "notAdmin" | "failed";

/**
 * GET /api/auth/has-role?role=admin, asked again each time the dashboard opens (the menu
 * item may be stale: a role revoked, a session ended in another tab). 401 means signed
 * out, 403 or has_role false means not an admin; anything else is a failure to verify.
 */
export async function checkAdminAccess(signedIn: boolean): Promise<AdminAccess> {
  if (!signedIn) return "signedOut";
  try {
    return (await fetchIsAdmin()) ? "admin" : "notAdmin";
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return "signedOut";
    if (err instanceof ApiError && err.status === 403) return "notAdmin";
    return "failed";
  }
}

/**
 * One check per opening: `opening` differs each time, and nothing is kept once the
 * dashboard closes, so a cached "admin" never stands in for a fresh answer.
 */
export const adminAccessQuery = (signedIn: boolean, opening: number) =>
  queryOptions({
    queryKey: ["admin", "access", opening],
    queryFn: () => checkAdminAccess(signedIn),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });

/** The toast for a refusal (docs/product.md, "Admin dashboard"); null when access is granted. */
export function refusalToast(access: AdminAccess): { title: string; description: string } | null {
  switch (access) {
    case "admin":
      return null;
    case "signedOut":
      return { title: adminText.accessDenied, description: adminText.pleaseLogIn };
    case "notAdmin":
      return { title: adminText.accessDenied, description: adminText.noPermission };
    case "failed":
      return { title: adminText.error, description: adminText.verifyFailed };
  }
}
