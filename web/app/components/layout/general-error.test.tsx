import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { errorMessage, GeneralError } from "./general-error";

afterEach(cleanup);

describe("GeneralError", () => {
  it("shows the spec's texts and the error's message", () => {
    render(<GeneralError error={new Error("Database exploded")} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("We encountered an unexpected error")).toBeTruthy();
    expect(screen.getByText("Database exploded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
  });

  it("says 'Unknown error' when there is no message", () => {
    expect(errorMessage("a string was thrown")).toBe("Unknown error");
    expect(errorMessage(new Error(""))).toBe("Unknown error");
    expect(errorMessage(undefined)).toBe("Unknown error");
  });
});
