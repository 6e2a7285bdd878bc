import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FirstStepsCard } from "./first-steps-card";
import { firstSteps } from "./first-steps";

function renderCard() {
  const steps = firstSteps.voice({ serviceId: "s1", profileSaved: true, hasCalls: false, phoneConnected: false });
  const Page = () => (
    <>
      <FirstStepsCard steps={steps} />
      <h2 id="console-heading">Test console</h2>
    </>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", Component: Page }])} />);
}

afterEach(cleanup);

describe("FirstStepsCard", () => {
  it("lists the steps in order, ticks the done ones and marks the next", () => {
    renderCard();
    const card = screen.getByRole("region", { name: "First steps" });
    expect(within(card).getByText("1 of 4 done")).toBeTruthy();
    const items = within(card).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Fill in your business profile and save it (done)",
      "Make a test call in the console (next)",
      "Connect your Twilio number, so callers reach the receptionist",
      "Or have your own phone system send each call with an API key",
    ]);
    expect(within(items[2]!).getByRole("link").getAttribute("href")).toBe("#phone-heading");
    expect(within(items[3]!).getByRole("link").getAttribute("href")).toBe("/dashboard?api-keys=s1");
  });

  it("moves the focus to the heading where a step on this page is done", () => {
    Element.prototype.scrollIntoView = () => {};
    renderCard();
    fireEvent.click(screen.getByRole("link", { name: /Make a test call/ }));
    expect(document.activeElement?.id).toBe("console-heading");
  });
});
