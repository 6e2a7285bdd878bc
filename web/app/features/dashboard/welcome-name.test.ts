import { describe, expect, it } from "vitest";
import { welcomeName } from "./welcome-name";

describe("welcomeName", () => {
  it.each([
    ["Jane Doe", "jane@example.com", "Jane"],
    ["Jane", "jane@example.com", "Jane"],
    ["  Mary   Ann Smith ", "mary@example.com", "Mary"],
    ["José\tGarcía", "jose@example.com", "José"],
    ["", "sam@example.com", "sam@example.com"],
    ["   ", "sam@example.com", "sam@example.com"],
  ])("%j with %s → %s", (fullName, email, name) => {
    expect(welcomeName({ email, user_metadata: { full_name: fullName, avatar_url: "" } })).toBe(name);
  });
});
