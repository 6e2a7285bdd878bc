/**
 * What the home page says when the server sends a visitor back with news in the address
 * (docs/api.md: verify=expired, verify=done, reset=TOKEN, auth_error=CODE). Apart from the dialog's
 * words so the home page carries only these.
 */
export const linkExpiredNotice = "This confirmation link has expired or was already used.";

/** A confirmation link another site opened: the address is confirmed, but no one was signed in. */
export const emailConfirmedNotice = "Your e-mail address is confirmed. Sign in to continue.";

const googleErrors: Record<string, string> = {
  google_cancelled: "Google sign-in was cancelled.",
  google_unverified: "Your Google e-mail address is not verified.",
  google_failed: "Google sign-in failed. Please try again.",
};

/** The toast for ?auth_error=CODE; a code we do not know is a plain failure. */
export function googleErrorMessage(code: string): string {
  return googleErrors[code] ?? (googleErrors.google_failed as string);
}

export const resetText = {
  title: "Choose a new password",
  label: "New password",
  submit: "Update Password",
  done: "Password updated",
  doneDescription: "Sign in with your new password.",
} as const;
