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
  it("starts with a typical team and shows its savings on the catalogue's price", () => {
    installCatalogue(configuredCatalogueFigures);
    render(<RoiCalculator service="general" />);
    expect(screen.getByRole("heading", { level: 3, name: "ROI Calculator" })).toBeTruthy();
    expect(plan().value).toBe("professional");
    expect([...plan().options].map((o) => [o.value, o.text])).toEqual([
      ["starter", "Starter ($123/month)"],
      ["professional", "Professional ($456/month)"],
      ["enterprise", "Enterprise ($789/month)"],
    ]);
    // 10 × 20 × 4.33 = 866 h; 866 × 25 × 0.7 + 5000 × 0.6 = 18,155 (see roi.test.ts)
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$18,155");
    expect(screen.getByTestId("roi-annual-savings").textContent).toBe("$217,860");
    // Professional at $456: (217,860 − 5,472) / 5,472 = 3,881.4% → 3,881
    expect(screen.getByTestId("roi-percent").textContent).toBe("3,881%");
    expect(screen.getByTestId("roi-time-saved").textContent).toBe("606");
    expect(screen.getByTestId("roi-payback").textContent).toBe("< 0.1");
    expect(screen.getByText("Excellent ROI")).toBeTruthy();
    expect(screen.getByTestId("roi-results").getAttribute("aria-live")).toBe("polite");
    expect(screen.getByTestId("roi-results").getAttribute("aria-busy")).toBe("false");
  });

  it("uses the default catalogue's prices just the same", () => {
    installCatalogue(defaultCatalogueFigures);
    render(<RoiCalculator service="general" />);
    expect(plan().selectedOptions[0]?.text).toBe("Professional ($699/month)");
    // (217,860 − 8,388) / 8,388 = 2,497.3% → 2,497
    expect(screen.getByTestId("roi-percent").textContent).toBe("2,497%");
  });

  it("updates live, and shows — with no badge when savings do not cover the plan", () => {
    installCatalogue(configuredCatalogueFigures);
    render(<RoiCalculator service="voice-ai" />);
    expect(plan().value).toBe("starter");
    set("Number of Employees", "0");
    set("Current Monthly Costs ($)", "100");
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$60");
    expect(screen.getByTestId("roi-percent").textContent).toBe("0%");
    expect(screen.getByTestId("roi-payback").textContent).toBe("—");
    expect(screen.queryByText("Excellent ROI")).toBeNull();
  });

  it("treats an emptied field as 0 and follows the chosen plan", () => {
    installCatalogue(configuredCatalogueFigures);
    render(<RoiCalculator service="voice-ai" />);
    set("Number of Employees", "1");
    set("Average Hourly Rate ($)", "20");
    set("Hours per Week on Manual Tasks", "5");
    set("Current Monthly Costs ($)", "");
    // $346.40/month on Starter at $123: (4,156.8 − 1,476) / 1,476 = 181.6% → 182; 123 / 223.4 = 0.55 → 0.6
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$346");
    expect(screen.getByTestId("roi-percent").textContent).toBe("182%");
    expect(screen.getByTestId("roi-payback").textContent).toBe("0.6");
    expect(screen.getByTestId("roi-time-saved").textContent).toBe("17");
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
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$18,155");
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
    expect(html).toContain("$18,155");
    expect(html).not.toContain("3,881");
    expect(html).not.toContain("Excellent ROI");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, <RoiCalculator service="general" />, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="roi-percent"]')?.textContent).toBe("3,881%");
    expect(container.textContent).toContain("Excellent ROI");
    act(() => root.unmount());
    container.remove();
  });
});
