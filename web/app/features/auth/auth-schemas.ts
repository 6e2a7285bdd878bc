import * as z from "zod/mini";
import { atLeast, atMost, sanitizedText, validEmail } from "~/lib/validation";

/**
 * The sign-up and sign-in rules (docs/product.md, "Validation rules") as the server applies them
 * (internal/lexa/auth_input.go), tested against testdata/validation/account.json. Field
 * order is the order on screen, so the first issue is the first field in trouble.
 */

const email = sanitizedText(validEmail("Invalid email address"), atMost(255, "Email must be less than 255 characters"));

// Passwords are taken as typed: six spaces are a password.
const newPassword = z.string().check(
  atLeast(6, "Password must be at least 6 characters"),
  atMost(128, "Password must be at most 128 characters"),
);

export const signUpSchema = z.object({
  fullName: sanitizedText(atLeast(2, "Name must be at least 2 characters"), atMost(100, "Name must be less than 100 characters")),
  email,
  password: newPassword,
});

export const signInSchema = z.object({
  email,
  password: z.string().check(atLeast(1, "Password is required"), atMost(128, "Password must be at most 128 characters")),
});

/** 'Forgot password?' and 'Resend link' need only the address. */
export const emailOnlySchema = z.object({ email });

/** The new password on the reset landing: the sign-up rules. */
export const newPasswordSchema = z.object({ password: newPassword });

export type SignUpValues = z.output<typeof signUpSchema>;
export type SignInValues = z.output<typeof signInSchema>;
