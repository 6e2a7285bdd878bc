// The server sets this readable cookie beside the HttpOnly session cookie (docs/api.md,
// "Accounts"). Without it there is no session to ask about: anonymous pages make no API
// call and the console shows no 401.
const SESSION_HINT = "lexa_auth";

/** Whether the hint cookie is there, i.e. a session may exist. */
export function hasSessionHint(cookies = typeof document === "undefined" ? "" : document.cookie): boolean {
  return cookies.split(";").some((c) => c.trim().startsWith(`${SESSION_HINT}=`));
}
