import { settingsText } from "./settings-messages";

export type PasswordErrors = Partial<
  Record<"current_password" | "new_password", string>
>;

/**
 * The browser's check of a change of password, with the server's messages: the server's
 * rules (lexa.ParsePasswordChange, the sign-up rules for the new one) stay the authority.
 */
export function checkPasswordChange(
  current: string,
  next: string,
): PasswordErrors {
  const errors: PasswordErrors = {};
  if (current === "") errors.current_password = settingsText.passwordRequired;
  // Counted in characters, as the server counts them.
  if ([...next].length < 6) errors.new_password = settingsText.passwordTooShort;
  return errors;
}
