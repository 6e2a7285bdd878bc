import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { configuredCatalogueFigures, defaultCatalogueFigures, installCatalogue } from "~/test/fixtures";
import { RoiCalculator } from "./roi-calculator";

afterEach(() => {
  cleanup();
  document.head.querySelector('meta[name="lexa:plans"]')?.remove();
});

function set(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const plan = () => screen.getByLabelText("Plan") as HTMLSelectElement;

describe("RoiCalculator", () => {
  it("starts with a small business's month and shows its savings on the catalogue's price", () => {
    installCatalogue(configuredCatalogueFigures);
    render(<RoiCalculator service="general" />);
    expect(screen.getByRole("heading", { level: 3, name: "ROI Calculator" })).toBeTruthy();
    expect(plan().value).toBe("professional");
    expect([...plan().options].map((o) => [o.value, o.text])).toEqual([
      ["starter", "Starter ($123/month)"],
      ["professional", "Professional ($456/month)"],
      ["enterprise", "Enterprise ($789/month)"],
    ]);
    expect((screen.getByLabelText("Calls a month") as HTMLInputElement).value).toBe("200");
    expect((screen.getByLabelText("Minutes each") as HTMLInputElement).value).toBe("15");
    expect((screen.getByLabelText("Hourly cost ($)") as HTMLInputElement).value).toBe("25");
    // 200 × 15 min = 50 h × 0.7 = 35 h × $25 = $875 (see roi.test.ts)
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$875");
    expect(screen.getByTestId("roi-annual-savings").textContent).toBe("$10,500");
    // Professional at $456: (875 − 456) / 456 = 91.9% → 92; 456 / 419 = 1.09 → 1.1
    expect(screen.getByTestId("roi-percent").textContent).toBe("92%");
    expect(screen.getByTestId("roi-time-saved").textContent).toBe("35");
    expect(screen.getByTestId("roi-payback").textContent).toBe("1.1");
    expect(screen.queryByText("Excellent ROI")).toBeNull();
    expect(screen.getByTestId("roi-formula").textContent).toContain("ROI is those savings minus the plan's monthly price, divided by the price");
    expect(screen.getByTestId("roi-results").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByTestId("roi-results").getAttribute("aria-busy")).toBe("false");
  });

  it("uses the default catalogue's prices just the same", () => {
    installCatalogue(defaultCatalogueFigures);
    render(<RoiCalculator service="general" />);
    expect(plan().selectedOptions[0]?.text).toBe("Professional ($699/month)");
    // (875 − 699) / 699 = 25.2% → 25
    expect(screen.getByTestId("roi-percent").textContent).toBe("25%");
  });

  it("updates live, and shows a negative return as negative, with — and no badge", () => {
    installCatalogue(configuredCatalogueFigures);
    render(<RoiCalculator service="voice-ai" />);
    expect(plan().value).toBe("starter");
    // $1,000 a month on Starter at $123: (1,000 − 123) / 123 = 713%
    expect(screen.getByTestId("roi-percent").textContent).toBe("713%");
    expect(screen.getByText("Excellent ROI")).toBeTruthy();
    // 10 calls × 15 min = 2.5 h × 0.8 = 2 h × $25 = $50: (50 − 123) / 123 = −59.3% → −59
    set("Calls a month", "10");
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$50");
    expect(screen.getByTestId("roi-percent").textContent).toBe("-59%");
    expect(screen.getByTestId("roi-payback").textContent).toBe("—");
    expect(screen.queryByText("Excellent ROI")).toBeNull();
  });

  it("treats an emptied field as 0 and follows the chosen plan", () => {
    installCatalogue(configuredCatalogueFigures);
    render(<RoiCalculator service="voice-ai" />);
    set("Minutes each", "");
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$0");
    expect(screen.getByTestId("roi-percent").textContent).toBe("-100%");
    set("Calls a month", "20");
    set("Minutes each", "30");
    set("Hourly cost ($)", "20");
    // 10 h × 0.8 = 8 h × $20 = $160 on Starter at $123: (160 − 123) / 123 = 30.1% → 30; 123 / 37 = 3.3
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$160");
    expect(screen.getByTestId("roi-percent").textContent).toBe("30%");
    expect(screen.getByTestId("roi-payback").textContent).toBe("3.3");
    expect(screen.getByTestId("roi-time-saved").textContent).toBe("8");
    fireEvent.change(plan(), { target: { value: "enterprise" } });
    expect(screen.getByTestId("roi-payback").textContent).toBe("—");
  });

  it.each([
    ["voice-ai", "starter"],
    ["recruitment", "professional"],
    ["payroll", "enterprise"],
    ["content-marketing", "enterprise"],
    ["general", "professional"],
  ] as const)("starts %s on the lowest plan that includes it, %s", (service, tier) => {
    installCatalogue(defaultCatalogueFigures);
    render(<RoiCalculator service={service} />);
    expect(plan().value).toBe(tier);
  });

  it("shows the savings but holds the return on the plan until the page has the catalogue", () => {
    render(<RoiCalculator service="general" />);
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$875");
    expect(screen.getByTestId("roi-percent-pending")).toBeTruthy();
    expect(screen.getByTestId("roi-payback-pending")).toBeTruthy();
    expect(screen.queryByTestId("roi-percent")).toBeNull();
    expect(screen.queryByText("Excellent ROI")).toBeNull();
    expect(screen.getByTestId("roi-results").getAttribute("aria-busy")).toBe("true");
  });

  it("renders no price-dependent number on the server, and hydrates without a mismatch", async () => {
    // The server-filled page: the catalogue is in the head, the HTML was rendered before hydration.
    installCatalogue(configuredCatalogueFigures);
    const html = renderToString(<RoiCalculator service="general" />);
    expect(html).toContain("roi-percent-pending");
    expect(html).toContain("$875");
    expect(html).not.toContain("92%");
    expect(html).not.toContain("Excellent ROI");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <RoiCalculator service="general" />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="roi-percent"]')?.textContent).toBe("92%");
    act(() => root.unmount());
    container.remove();
  });
});
