import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import { classifyFailure } from "./lead-messages";

describe("classifyFailure", () => {
  it("passes on the server's field messages for a validation error", () => {
    const err = new ApiError({ status: 400, code: "validation", message: "Some fields contain invalid data.", fields: { email: "Invalid email address" } });
    expect(classifyFailure(err)).toEqual({ kind: "validation", fields: { email: "Invalid email address" } });
  });

  it("keeps the server's rate-limit message", () => {
    const err = new ApiError({ status: 429, code: "rate_limited", message: "Too many requests. Please try again later.", retryAfter: 900 });
    expect(classifyFailure(err)).toEqual({ kind: "rate-limited", message: "Too many requests. Please try again later." });
  });

  it("keeps the conflict message", () => {
    const err = new ApiError({ status: 409, code: "conflict", message: "That time was just booked. Please pick another time." });
    expect(classifyFailure(err)).toEqual({ kind: "conflict", message: "That time was just booked. Please pick another time." });
  });

  it("treats everything else as a plain failure", () => {
    expect(classifyFailure(new ApiError({ status: 500, code: "internal", message: "boom" }))).toEqual({ kind: "other" });
    expect(classifyFailure(new ApiError({ status: 0, code: "NETWORK_ERROR", message: "x" }))).toEqual({ kind: "other" });
    expect(classifyFailure(new Error("x"))).toEqual({ kind: "other" });
  });
});
