import { expect, test } from "./fixtures";

// What each public page must say, word for word from the spec.
const pages: Record<string, { h1: RegExp; texts: string[]; links?: Record<string, string> }> = {
  "/": {
    h1: /AI Business Automation/i,
    texts: [
      "Schedule Live Demo",
      "24/7 automated operations",
      "Zero training required",
      "ROI within 30 days",
      "500+",
      "85%",
      "30 days",
      "Voice AI Agents",
      "AI Recruitment System",
      "Financial Automation",
      "Call Center & Leads",
      "Content Marketing AI",
      "Most Popular",
      "Time Saver",
      "Accuracy+",
      "Efficiency",
      "Growth",
      "Get All Platforms",
      "30-day free trial • No credit card required • Cancel anytime",
      "Setup in 24 hours",
      "No technical expertise needed",
      "Dedicated support team",
    ],
    links: { "Get All Platforms": "/pricing", "Learn More about Voice AI Agents": "/services/voice-ai" },
  },
  "/pricing": {
    h1: /Pricing/,
    texts: [
      "Monthly",
      "Annual",
      "Save up to 16%",
      "Starter",
      "$299",
      "Professional",
      "$699",
      "Most Popular",
      "Enterprise",
      "$1,499",
      "Complete Suite",
      "Included each month",
      "500 calls answered",
      "1,000 candidates screened",
      "5,000 leads handled",
      "Calculate Your ROI",
      "Frequently Asked Questions",
      "Schedule Live Demo",
    ],
  },
  "/services/voice-ai": {
    h1: /Voice AI Receptionists/,
    texts: ["Schedule Demo", "Calculate Your ROI", "Try Live Demo"],
    links: { "Try Live Demo": "/services/voice-ai/demo" },
  },
  "/services/recruitment": {
    h1: /AI Recruitment System/,
    texts: ["Try Live Demo", "Schedule Live Demo"],
    links: { "Try Live Demo": "/services/recruitment/demo" },
  },
  "/services/payroll": {
    h1: /Payroll Automation/,
    texts: ["Try Live Demo", "Schedule Live Demo"],
    links: { "Try Live Demo": "/services/payroll/demo" },
  },
  "/services/call-center": {
    h1: /Call Center & Lead Management/,
    texts: ["Try Live Demo", "Schedule Live Demo"],
    links: { "Try Live Demo": "/services/call-center/demo" },
  },
  "/services/content-marketing": {
    h1: /./,
    texts: [
      "Try Live Demo",
      "See Examples",
      "300%",
      "250%",
      "180%",
      "90%",
      "Facebook",
      "Instagram",
      "LinkedIn",
      "Twitter/X",
      "TikTok",
      "Brand Setup",
      "Drafts per Platform",
      "Plan and Post",
      "Schedule Live Demo",
      "No content experience needed",
    ],
    links: { "Try Live Demo": "/services/content-marketing/demo" },
  },
  // The date the wording last changed, not the spec's (docs/decisions/0031-where-lexa-departs-from-the-spec.md, "Where Lexa departs from the spec").
  "/privacy": {
    h1: /Privacy Policy/,
    texts: ["Last updated November 22, 2026", "hello@lexa.ai", "+1 (555) 010-4200", "Austin, TX", "under 13", "United States"],
    links: { "Contact Us": "/contact", "Back to Home": "/" },
  },
  // Ours, not the spec's: the configured names and the catalogue's plans (issue 23).
  "/terms": {
    h1: /Terms of Service/,
    texts: ["Last updated November 26, 2026", "hello@lexa.ai", "Austin, TX", "30-day free trial", "Acceptable Use of the AI Features"],
    links: { "Contact Us": "/contact", "Back to Home": "/" },
  },
};

test.describe("spec texts", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, "content is the same at every width");

  for (const [path, want] of Object.entries(pages)) {
    test(`${path} says what the spec says`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator("#main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(want.h1);
      for (const text of want.texts) {
        await expect(main.getByText(text, { exact: false }).first(), text).toBeAttached();
      }
      for (const [name, href] of Object.entries(want.links ?? {})) {
        await expect(main.getByRole("link", { name }).first(), name).toHaveAttribute("href", href);
      }
    });
  }

  test("/privacy has the twelve numbered headings in order", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator("#main h2")).toHaveText([
      "1. Introduction",
      "2. Information We Collect",
      "3. How We Use Your Information",
      "4. Data Security",
      "5. Information Sharing and Disclosure",
      "6. Your Privacy Rights",
      "7. Cookies and Tracking",
      "8. Data Retention",
      "9. International Data Transfers",
      "10. Children's Privacy",
      "11. Changes",
      "12. Contact Us",
    ]);
    for (const right of ["access", "correction", "deletion", "portability", "opt-out", "restriction"]) {
      await expect(page.locator("#main").getByText(new RegExp(right, "i")).first()).toBeAttached();
    }
  });
});
