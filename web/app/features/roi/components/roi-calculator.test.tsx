import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RoiCalculator } from "./roi-calculator";

afterEach(cleanup);

function set(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("RoiCalculator", () => {
  it("starts with a typical team and shows its savings", () => {
    render(<RoiCalculator service="general" />);
    expect(screen.getByRole("heading", { level: 3, name: "ROI Calculator" })).toBeTruthy();
    expect((screen.getByLabelText("Plan") as HTMLSelectElement).value).toBe("497");
    // 10 × 20 × 4.33 = 866 h; 866 × 25 × 0.7 + 5000 × 0.6 = 18,155 (see roi.test.ts)
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$18,155");
    expect(screen.getByTestId("roi-annual-savings").textContent).toBe("$217,860");
    expect(screen.getByTestId("roi-percent").textContent).toBe("3,553%");
    expect(screen.getByTestId("roi-time-saved").textContent).toBe("606");
    expect(screen.getByTestId("roi-payback").textContent).toBe("< 0.1");
    expect(screen.getByText("Excellent ROI")).toBeTruthy();
    expect(screen.getByTestId("roi-results").getAttribute("aria-live")).toBe("polite");
  });

  it("updates live, and shows — with no badge when savings do not cover the plan", () => {
    render(<RoiCalculator service="voice" />);
    expect((screen.getByLabelText("Plan") as HTMLSelectElement).value).toBe("197");
    set("Number of Employees", "0");
    set("Current Monthly Costs ($)", "100");
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$60");
    expect(screen.getByTestId("roi-percent").textContent).toBe("0%");
    expect(screen.getByTestId("roi-payback").textContent).toBe("—");
    expect(screen.queryByText("Excellent ROI")).toBeNull();
  });

  it("treats an emptied field as 0 and follows the chosen plan", () => {
    render(<RoiCalculator service="voice" />);
    set("Number of Employees", "1");
    set("Average Hourly Rate ($)", "20");
    set("Hours per Week on Manual Tasks", "5");
    set("Current Monthly Costs ($)", "");
    // the worked example in roi.test.ts: $346/month, 76%, 1.3 months, 17 h
    expect(screen.getByTestId("roi-monthly-savings").textContent).toBe("$346");
    expect(screen.getByTestId("roi-percent").textContent).toBe("76%");
    expect(screen.getByTestId("roi-payback").textContent).toBe("1.3");
    expect(screen.getByTestId("roi-time-saved").textContent).toBe("17");
    fireEvent.change(screen.getByLabelText("Plan"), { target: { value: "997" } });
    expect(screen.getByTestId("roi-payback").textContent).toBe("—");
  });

  it("starts content on Professional, since its default price is not a plan", () => {
    render(<RoiCalculator service="content" />);
    expect((screen.getByLabelText("Plan") as HTMLSelectElement).value).toBe("497");
  });
});
