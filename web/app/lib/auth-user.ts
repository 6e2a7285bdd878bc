/**
 * The signed-in user as the API describes it (docs/product.md, "Accounts and roles"; docs/api.md "Accounts"),
 * and the few ways the screens show it. Checked by hand rather than with zod: the session
 * check runs on every page of a signed-in visitor and should stay tiny.
 */
export interface AuthUser {
  id: string;
  email: string;
  user_metadata: { full_name: string; avatar_url: string };
  app_metadata: { provider: string };
}

/** Reads the `user` of a session or sign-in answer; throws when it is not one. */
export function parseAuthUser(data: unknown): AuthUser {
  const user = field(data, "user");
  const meta = field(user, "user_metadata");
  const app = field(user, "app_metadata");
  return {
    id: text(user, "id", true),
    email: text(user, "email", true),
    user_metadata: { full_name: text(meta, "full_name"), avatar_url: text(meta, "avatar_url") },
    app_metadata: { provider: text(app, "provider") },
  };
}

function field(v: unknown, key: string): Record<string, unknown> {
  const inner = typeof v === "object" && v !== null ? (v as Record<string, unknown>)[key] : undefined;
  if (typeof inner !== "object" || inner === null) throw new TypeError(`no ${key}`);
  return inner as Record<string, unknown>;
}

function text(v: Record<string, unknown>, key: string, required = false): string {
  const value = v[key];
  if (typeof value === "string" && (value !== "" || !required)) return value;
  if (value == null && !required) return "";
  throw new TypeError(`bad ${key}`);
}

/** The spec's display name: the full name, else the e-mail. */
export function displayName(user: Pick<AuthUser, "email" | "user_metadata">): string {
  return user.user_metadata.full_name.trim() || user.email;
}

/** Up to two initials of the display name ("Jane Doe" → "JD", "jane@x.com" → "J"). */
export function initials(user: Pick<AuthUser, "email" | "user_metadata">): string {
  const name = user.user_metadata.full_name.trim();
  const words = name ? name.split(/\s+/) : [user.email];
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return letters.map((w) => Array.from(w ?? "")[0] ?? "").join("").toUpperCase();
}

/**
 * The avatar picture to show, if any. The page CSP (internal/webui) allows images from
 * our own origin and, when Google sign-in is on, from Google's picture host, which is
 * where a Google account's avatar_url points. Anything else would be blocked (and no
 * request may leave for other hosts), so the initials stand in.
 */
export function avatarSrc(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "https:" && hostname.endsWith(".googleusercontent.com") ? url : null;
  } catch {
    return null;
  }
}

/** How the account signs in, in the words of the Account card. */
export function providerLabel(provider: string): string {
  return provider === "google" ? "Google" : "Email/Password";
}
