import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import CallCenter, { meta as callCenterMeta } from "~/routes/services/call-center";
import Payroll, { meta as payrollMeta } from "~/routes/services/payroll";
import Recruitment, { meta as recruitmentMeta } from "~/routes/services/recruitment";
import VoiceAi, { meta as voiceAiMeta } from "~/routes/services/voice-ai";

afterEach(cleanup);

const pages = [
  { slug: "voice-ai", name: "Voice AI Receptionists", Page: VoiceAi, meta: voiceAiMeta, demoLabel: "Schedule Demo" },
  { slug: "recruitment", name: "AI Recruitment System", Page: Recruitment, meta: recruitmentMeta, demoLabel: "Schedule Live Demo" },
  { slug: "payroll", name: "Payroll Automation", Page: Payroll, meta: payrollMeta, demoLabel: "Schedule Live Demo" },
  { slug: "call-center", name: "Call Center & Lead Management", Page: CallCenter, meta: callCenterMeta, demoLabel: "Schedule Live Demo" },
];

function renderPage(path: string, Page: () => React.ReactNode) {
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe.each(pages)("/services/$slug", ({ slug, name, Page, meta, demoLabel }) => {
  const path = `/services/${slug}`;

  it("has one h1 naming the service and headings that never skip a level", () => {
    const { container } = renderPage(path, Page);
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toContain(name);
    const levels = [...container.querySelectorAll("h1, h2, h3, h4")].map((h) => Number(h.tagName[1]));
    for (let i = 1; i < levels.length; i++) expect(levels[i]).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
  });

  it("offers the demo booking and the live demo in the hero and the closing call to action", () => {
    renderPage(path, Page);
    const demoButtons = screen.getAllByRole("button", { name: demoLabel });
    expect(demoButtons).toHaveLength(2);
    for (const b of demoButtons) expect(b.getAttribute("data-demo-service")).toBe(slug);
    const live = screen.getAllByRole("link", { name: "Try Live Demo" });
    expect(live).toHaveLength(2);
    for (const l of live) expect(l.getAttribute("href")).toBe(`${path}/demo`);
  });

  it("has an FAQ and the Service and FAQPage structured data", () => {
    renderPage(path, Page);
    const faq = screen.getByRole("region", { name: "Frequently asked questions" });
    expect(within(faq).getAllByRole("heading", { level: 3 }).length).toBeGreaterThanOrEqual(5);
    const ld = meta()
      .filter((m): m is { "script:ld+json": { "@type": string } } => "script:ld+json" in m)
      .map((m) => m["script:ld+json"]["@type"]);
    expect(ld).toEqual(["Service", "FAQPage"]);
  });
});

describe("/services/voice-ai", () => {
  it("keeps a section for the ROI calculator", () => {
    const { container } = renderPage("/services/voice-ai", VoiceAi);
    const roi = container.querySelector("section#roi");
    expect(roi?.querySelector("h2")?.textContent).toBe("Calculate Your ROI");
  });
});
