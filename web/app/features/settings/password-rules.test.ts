// @vitest-environment node
import { describe, expect, it } from "vitest";
import { checkPasswordChange } from "./password-rules";

describe("checkPasswordChange", () => {
  it("asks for the current password and a new one of 6 characters or more", () => {
    expect(checkPasswordChange("", "12345")).toEqual({
      current_password: "Password is required",
      new_password: "Password must be at least 6 characters",
    });
    expect(checkPasswordChange("old", "123456")).toEqual({});
    expect(checkPasswordChange("old", "😀😀😀😀😀😀")).toEqual({});
  });
});
