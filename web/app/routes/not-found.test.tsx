import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotFound from "./not-found";

afterEach(cleanup);

describe("NotFound", () => {
  it("shows the 404 texts and logs the attempted path", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter([{ path: "*", Component: NotFound }], { initialEntries: ["/no/such/page"] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "404" })).toBeTruthy();
    expect(screen.getByText("Oops! Page not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(log).toHaveBeenCalledWith(expect.any(String), "/no/such/page");
  });
});
