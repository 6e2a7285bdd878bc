// @vitest-environment node
import { describe, expect, it } from "vitest";
import { displayName, initials, avatarSrc, parseAuthUser, providerLabel } from "./auth-user";

const answer = {
  user: {
    id: "u1",
    email: "jane@example.com",
    user_metadata: { full_name: "Jane Q Doe", avatar_url: "" },
    app_metadata: { provider: "email" },
  },
};

describe("parseAuthUser", () => {
  it("reads the API's user", () => {
    expect(parseAuthUser(answer)).toEqual(answer.user);
  });
  it("treats missing metadata values as empty", () => {
    const user = parseAuthUser({ user: { ...answer.user, user_metadata: {}, app_metadata: { provider: "google" } } });
    expect(user.user_metadata).toEqual({ full_name: "", avatar_url: "" });
  });
  it("refuses something that is not a user", () => {
    expect(() => parseAuthUser({})).toThrow();
    expect(() => parseAuthUser({ user: { ...answer.user, id: "" } })).toThrow();
    expect(() => parseAuthUser({ user: { ...answer.user, email: 3 } })).toThrow();
  });
});

describe("how a user is shown", () => {
  const jane = parseAuthUser(answer).user_metadata;
  it("names the user by full name, else by e-mail", () => {
    expect(displayName({ email: "jane@example.com", user_metadata: jane })).toBe("Jane Q Doe");
    expect(displayName({ email: "jane@example.com", user_metadata: { full_name: "  ", avatar_url: "" } })).toBe("jane@example.com");
  });
  it("takes the first and last initials, or the e-mail's first letter", () => {
    expect(initials({ email: "jane@example.com", user_metadata: jane })).toBe("JD");
    expect(initials({ email: "sam@example.com", user_metadata: { full_name: "", avatar_url: "" } })).toBe("S");
    expect(initials({ email: "x@example.com", user_metadata: { full_name: "émile zola", avatar_url: "" } })).toBe("ÉZ");
  });
  it("shows only pictures the page CSP allows: our origin and Google's picture host", () => {
    expect(avatarSrc("/avatars/u1.png")).toBe("/avatars/u1.png");
    expect(avatarSrc("https://lh3.googleusercontent.com/a/x=s96-c")).toBe("https://lh3.googleusercontent.com/a/x=s96-c");
    expect(avatarSrc("http://lh3.googleusercontent.com/a/x")).toBeNull();
    expect(avatarSrc("https://googleusercontent.com.evil.example/x.png")).toBeNull();
    expect(avatarSrc("https://evil.example/lh3.googleusercontent.com")).toBeNull();
    expect(avatarSrc("//evil.example/x.png")).toBeNull();
    expect(avatarSrc("not a url")).toBeNull();
    expect(avatarSrc("")).toBeNull();
  });
  it("names the sign-in provider", () => {
    expect(providerLabel("google")).toBe("Google");
    expect(providerLabel("email")).toBe("Email/Password");
  });
});
