import type { AuthUser } from "~/lib/auth-user";

/**
 * The name in the dashboard's 'Welcome back, …' (docs/product.md, "Dashboard and services"): the first word
 * of the full name, or of the e-mail when there is no name ("Jane Doe" → "Jane",
 * "sam@example.com" → "sam@example.com", since an address has no spaces).
 */
export function welcomeName(user: Pick<AuthUser, "email" | "user_metadata">): string {
  return firstWord(user.user_metadata.full_name) || firstWord(user.email);
}

function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? "";
}
