import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import Page from "~/routes/services/content-marketing";
import { withSiteClaims } from "~/test/fixtures";

afterEach(cleanup);
withSiteClaims();

function renderPage() {
  const router = createMemoryRouter([{ path: "*", Component: Page }], {
    initialEntries: ["/services/content-marketing"],
  });
  render(<RouterProvider router={router} />);
}

describe("Content Marketing AI page", () => {
  it("has one h1 and the hero buttons", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Try Live Demo" }).getAttribute("href")).toBe(
      "/services/content-marketing/demo",
    );
    expect(screen.getByRole("link", { name: /See Examples/ }).getAttribute("href")).toBe("#platforms");
  });

  it("shows the operator's result figures, content types, platforms and steps", () => {
    renderPage();
    for (const text of ["300%", "250%", "180%", "90%", "Social reach", "Lead generation growth", "Time savings"])
      expect(screen.getByText(text)).toBeTruthy();
    for (const name of ["Social Posts", "Blog Intros", "E-mail Newsletters", "Ad Copy"])
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    const platforms = document.getElementById("platforms")!;
    // The platforms the content writer drafts for, and no other (internal/lexa Platforms).
    for (const name of ["Facebook", "Instagram", "LinkedIn", "Twitter/X", "TikTok"])
      expect(within(platforms).getByRole("heading", { level: 3, name })).toBeTruthy();
    expect(within(platforms).getAllByRole("heading", { level: 3 })).toHaveLength(5);
    expect(within(platforms).getAllByText(/^Up to [\d,]+ characters$/)).toHaveLength(5);
    for (const name of ["Brand Setup", "Drafts per Platform", "Plan and Post"])
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
  });

  it("has the get-started section, demo buttons and the footer claim", () => {
    renderPage();
    const getStarted = document.getElementById("get-started")!;
    expect(within(getStarted).getByRole("heading", { level: 2 })).toBeTruthy();
    expect(within(getStarted).getByRole("button", { name: /send/i })).toBeTruthy();
    const demoButtons = screen.getAllByRole("button", {
      name: "Schedule Live Demo",
    });
    expect(demoButtons.every((b) => b.getAttribute("data-demo-service") === "content-marketing")).toBe(true);
    expect(
      screen.getByText("No content experience needed • No social accounts to connect • Cancel anytime"),
    ).toBeTruthy();
  });

  it("never skips a heading level", () => {
    renderPage();
    const levels = screen.getAllByRole("heading").map((h) => Number(h.tagName[1]));
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
  });
});
