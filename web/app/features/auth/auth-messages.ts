import { ApiError, UNKNOWN_ERROR_MESSAGE } from "~/lib/api";
import type { AuthDialogMode } from "~/providers/auth-provider";

/** The authentication dialog's words (docs/product.md, "Accounts and roles" and "Messages"). */
export const modeText: Record<AuthDialogMode, { title: string; submit: string; togglePrompt: string; toggleAction: string }> = {
  signin: { title: "Welcome back", submit: "Sign In", togglePrompt: "Don't have an account?", toggleAction: "Sign up" },
  signup: { title: "Create your account", submit: "Create Account", togglePrompt: "Already have an account?", toggleAction: "Sign in" },
};

export const authText = {
  processing: "Processing...",
  google: "Continue with Google",
  divider: "Or continue with",
  forgotPassword: "Forgot password?",
  resendPrompt: "Didn't get the confirmation e-mail?",
  resendLink: "Resend link",
  validationTitle: "Validation Error",
  accountCreated: "Account created!",
  checkEmail: "Please check your email to verify your account.",
  welcomeBack: "Welcome back!",
  signedIn: "You've been signed in successfully.",
  // Our title for the answers to 'Forgot password?' and 'Resend link'; the text is the server's.
  linkSent: "Check your inbox",
  signedOut: "Signed out",
  signedOutDescription: "You've been signed out successfully.",
  signingOut: "Signing out...",
  signOut: "Sign out",
  alreadyRegistered: "This email is already registered. Please sign in instead.",
  invalidCredentials: "Invalid email or password. Please try again.",
  // Ours: what creating an account agrees to (issue 23), each document opened in a new tab
  // so the form keeps what was typed.
  agreePrefix: "By creating an account you agree to the",
  agreeTerms: "Terms of Service",
  agreeAnd: "and the",
  agreePrivacy: "Privacy Policy",
} as const;

/**
 * Our words (not the spec's) for the view that follows a sign-up, and for a guarded page
 * reached while signed out.
 */
export const inboxText = {
  title: "Check your inbox",
  sentTo: "We sent a confirmation link to:",
  openIt: "Open it to confirm your address and sign in.",
  resend: "Resend e-mail",
  resending: "Sending...",
  /** The resend button while it waits, so a click cannot hit the server's limit at once. */
  resendIn: (seconds: number) => `Resend in ${seconds} s`,
  changeAddress: "Use a different e-mail address",
  signInInstead: "Already confirmed? Sign in",
} as const;

export const guardText = {
  title: "Sign in to continue",
  body: "This page is part of your account. Sign in, and we'll bring you right back here.",
  notice: "Sign in to open this page.",
  signIn: "Sign In",
} as const;

/** Seconds between two confirmation e-mails from the inbox view (the server allows 5 in 15 minutes). */
export const resendCooldownSeconds = 30;

/**
 * The text of the 'Error' toast for a failed sign-up or sign-in (docs/product.md, "Messages"): the
 * two known server answers in the prescribed words, else the first field message of a
 * validation error, else the server's own message.
 */
export function authFailureMessage(mode: AuthDialogMode, err: unknown): string {
  const message = errorMessage(err);
  if (mode === "signup" && message.includes("already registered")) return authText.alreadyRegistered;
  if (mode === "signin" && message.includes("Invalid login credentials")) return authText.invalidCredentials;
  return message;
}

/** A failed request's message: the first field message if any, else the error's own. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return Object.values(err.fields)[0] ?? err.message;
  if (err instanceof Error && err.message) return err.message;
  return UNKNOWN_ERROR_MESSAGE;
}

/** A sign-in refused because the address is not confirmed yet (403, docs/api.md). */
export function isUnconfirmedEmail(err: unknown): boolean {
  return err instanceof ApiError && err.status === 403 && err.message.startsWith("Email not confirmed");
}
