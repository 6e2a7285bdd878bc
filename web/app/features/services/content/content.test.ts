import { describe, expect, it } from "vitest";
import { callCenterContent } from "./call-center";
import { payrollContent } from "./payroll";
import { recruitmentContent } from "./recruitment";
import type { ServicePageContent } from "./types";
import { voiceAiContent } from "./voice-ai";

const pages: ServicePageContent[] = [voiceAiContent(), recruitmentContent(), payrollContent(), callCenterContent()];

describe.each(pages.map((p) => [p.slug, p] as const))("%s page content", (slug, page) => {
  it("has the sections the page template expects", () => {
    expect(page.features).toHaveLength(6);
    expect(page.steps.length).toBeGreaterThanOrEqual(3);
    expect(page.steps.length).toBeLessThanOrEqual(4);
    expect(page.audiences.length).toBeGreaterThanOrEqual(3);
    expect(page.audiences.length).toBeLessThanOrEqual(4);
    expect(page.faqs.length).toBeGreaterThanOrEqual(5);
    expect(page.faqs.length).toBeLessThanOrEqual(6);
  });

  it("links its own route and demo", () => {
    expect(page.path).toBe(`/services/${slug}`);
    expect(page.demoPath).toBe(`/services/${slug}/demo`);
  });

  it("takes the brand name from configuration, never hard-coded", () => {
    // Only the server's tokens ({{lexa:SITE_NAME}}, {{lexa:FROM_MONTHLY_USD}}, …) may say "lexa".
    expect(JSON.stringify(page)).not.toMatch(/lexa(?!:[A-Z_]+\}\})/i);
  });

  it("takes prices from the plan catalogue, never hard-coded", () => {
    expect(JSON.stringify(page)).not.toMatch(/\$\d/);
  });

  it("keeps unique keys for lists", () => {
    for (const list of [page.features, page.steps, page.audiences]) {
      expect(new Set(list.map((i) => i.title)).size).toBe(list.length);
    }
    expect(new Set(page.faqs.map((f) => f.question)).size).toBe(page.faqs.length);
  });
});
