// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError, NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from "~/lib/api";
import { authFailureMessage, errorMessage, isUnconfirmedEmail } from "./auth-messages";

const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new ApiError({ status, code, message, fields });

describe("authFailureMessage", () => {
  it("turns 'already registered' on sign-up into the spec's words", () => {
    expect(authFailureMessage("signup", apiError(409, "conflict", "User already registered"))).toBe(
      "This email is already registered. Please sign in instead.",
    );
  });

  it("turns 'Invalid login credentials' on sign-in into the spec's words", () => {
    expect(authFailureMessage("signin", apiError(400, "validation", "Invalid login credentials"))).toBe(
      "Invalid email or password. Please try again.",
    );
  });

  it("maps each message only in its own mode", () => {
    expect(authFailureMessage("signin", apiError(409, "conflict", "User already registered"))).toBe("User already registered");
    expect(authFailureMessage("signup", apiError(400, "validation", "Invalid login credentials"))).toBe("Invalid login credentials");
  });

  it("shows the first field message of a validation error", () => {
    const err = apiError(400, "validation", "Some fields contain invalid data.", { email: "Invalid email address", password: "x" });
    expect(authFailureMessage("signup", err)).toBe("Invalid email address");
  });

  it("shows any other server message as it is", () => {
    expect(authFailureMessage("signin", apiError(429, "rate_limited", "Too many attempts. Try again in 15 minutes."))).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );
    expect(authFailureMessage("signin", apiError(0, "NETWORK_ERROR", NETWORK_ERROR_MESSAGE))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("has a message for something that is not an error", () => {
    expect(errorMessage("boom")).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(errorMessage(new Error("plain"))).toBe("plain");
  });
});

describe("isUnconfirmedEmail", () => {
  it("recognises the 403 for an unconfirmed address", () => {
    expect(isUnconfirmedEmail(apiError(403, "forbidden", "Email not confirmed. Please open the link we sent to your inbox, or ask for a new one."))).toBe(true);
    expect(isUnconfirmedEmail(apiError(403, "forbidden", "Cross-site request refused."))).toBe(false);
    expect(isUnconfirmedEmail(apiError(400, "validation", "Email not confirmed"))).toBe(false);
  });
});
