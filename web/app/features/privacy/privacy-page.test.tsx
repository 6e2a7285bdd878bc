import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import Page from "~/routes/privacy";

beforeAll(() => {
  document.head.innerHTML = [
    '<meta name="lexa:site-name" content="Acme">',
    '<meta name="lexa:contact-email" content="hello@acme.test">',
    '<meta name="lexa:contact-phone" content="+1 (555) 010-2000">',
    '<meta name="lexa:contact-phone-tel" content="+15550102000">',
    '<meta name="lexa:contact-city" content="Austin, TX">',
  ].join("");
});

afterEach(cleanup);

function renderPage() {
  const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/privacy"] });
  render(<RouterProvider router={router} />);
}

describe("Privacy Policy page", () => {
  it("shows the title, the date and twelve numbered h2 headings", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Privacy Policy"]);
    expect(screen.getByText("Last updated November 22, 2026")).toBeTruthy();
    const h2 = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(h2[0]).toBe("1. Introduction");
    expect(h2[9]).toBe("10. Children's Privacy");
    expect(h2[11]).toBe("12. Contact Us");
    expect(h2).toHaveLength(12);
  });

  it("shows the brand's contact details as links", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "hello@acme.test" }).getAttribute("href")).toBe("mailto:hello@acme.test");
    expect(screen.getByRole("link", { name: "+1 (555) 010-2000" }).getAttribute("href")).toBe("tel:+15550102000");
    expect(screen.getByText("Austin, TX")).toBeTruthy();
  });

  it("has the Contact Us and Back to Home buttons", () => {
    renderPage();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
  });
});
