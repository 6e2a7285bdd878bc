import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import Home, { meta } from "~/routes/home";
import { serviceCatalogue } from "~/lib/services";
import { defaultSiteClaims, withSiteClaims } from "~/test/fixtures";

afterEach(cleanup);
withSiteClaims();

function renderHome() {
  const router = createMemoryRouter([{ path: "/", Component: Home }], { initialEntries: ["/"] });
  return render(<RouterProvider router={router} />);
}

describe("home page", () => {
  it("has one h1 and the section anchors the navigation scrolls to", () => {
    const { container } = renderHome();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(container.querySelector("section#services")?.className).toContain("scroll-mt-20");
    expect(container.querySelector("section#about")?.className).toContain("scroll-mt-20");
  });

  it("shows the hero claims, the stats and the about claims", () => {
    renderHome();
    for (const text of [
      "24/7 automated operations",
      "Zero training required",
      "ROI within 30 days",
      "Setup in 24 hours",
      "No technical expertise needed",
      "Dedicated support team",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const stats = screen.getByRole("heading", { name: /by the numbers/ }).closest("section")!;
    for (const [value, label] of [
      ["500+", "Businesses Automated"],
      ["85%", "Average Cost Reduction"],
      ["24/7", "Uptime"],
      ["30 days", "To Full ROI"],
    ] as const) {
      expect(within(stats).getByText(value)).toBeTruthy();
      expect(within(stats).getByText(label)).toBeTruthy();
    }
  });

  it("shows the operator's figures as the server fills them in (SITE_CLAIMS_FILE)", () => {
    document.head.querySelector('meta[name="lexa:claim-businesses"]')!.setAttribute("content", "1,200+");
    document.head.querySelector('meta[name="lexa:claim-setup-time"]')!.setAttribute("content", "two days");
    renderHome();
    const stats = screen.getByRole("heading", { name: /by the numbers/ }).closest("section")!;
    expect(within(stats).getByText("1,200+")).toBeTruthy();
    expect(within(stats).queryByText(defaultSiteClaims.businesses)).toBeNull();
    expect(screen.getByText("Setup in two days")).toBeTruthy();
    expect(screen.getByText(/1,200\+ businesses already rely on our AI agents/)).toBeTruthy();
  });

  it("has two Schedule Live Demo buttons for the general demo", () => {
    renderHome();
    const demos = screen.getAllByRole("button", { name: "Schedule Live Demo" });
    expect(demos).toHaveLength(2);
    for (const d of demos) expect(d.getAttribute("data-demo-service")).toBe("general");
  });

  it("lists every service with its badge, features and a named Learn More link", () => {
    renderHome();
    const grid = document.getElementById("services")!;
    for (const s of serviceCatalogue) {
      expect(within(grid).getByRole("heading", { level: 3, name: s.title })).toBeTruthy();
      expect(within(grid).getByText(s.badge)).toBeTruthy();
      for (const f of s.features) expect(within(grid).getAllByText(f).length).toBeGreaterThan(0);
      const link = within(grid).getByRole("link", { name: `Learn More about ${s.title}` });
      expect(link.getAttribute("href")).toBe(s.link);
      const img = within(grid).getByAltText(s.imageAlt);
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("width")).toBe("480");
      expect(img.getAttribute("height")).toBe("320");
    }
    expect(within(grid).getByRole("link", { name: "Get All Platforms" }).getAttribute("href")).toBe("/pricing");
    expect(within(grid).getByText("30-day free trial \u2022 No credit card required \u2022 Cancel anytime")).toBeTruthy();
  });

  it("sets the title and the organization and service structured data", () => {
    const tags = meta();
    expect(tags).toContainEqual({ title: expect.stringMatching(/^AI Business Automation for Small & Medium Businesses \| /) });
    const ld = tags.flatMap((t) => ("script:ld+json" in t ? [t["script:ld+json"] as { "@type": string }] : []));
    expect(ld.map((d) => d["@type"])).toEqual(["Organization", ...serviceCatalogue.map(() => "Service")]);
  });
});
