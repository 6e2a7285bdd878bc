import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formRulesLoaded, json } from "~/test/fixtures";
import { sampleLead } from "../sample-lead";
import { LeadScorerPage } from "./lead-scorer-page";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  notify.success.mockReset();
  notify.error.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const emptyProfile = { name: "", role: "", company: "", companySize: "", email: "", phone: "", budget: "", authority: "", need: "", timeline: "" };

/** The sample's profile as the server's lead reader gives it. */
const sampleProfile = {
  ...emptyProfile,
  name: "Sarah Johnson",
  role: "VP of Customer Operations",
  company: "TechFlow Solutions",
  companySize: "250 employees",
  email: "sarah.johnson@techflow.example",
  phone: "(555) 123-4567",
  budget: "$50,000 - $75,000 per year",
  timeline: "Looking to implement within Q2",
};

/** A fetch answer the test settles when it wants. */
function pendingAnswer() {
  let settle!: (r: Response) => void;
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (settle = resolve)));
  return settle;
}

function renderPage() {
  const router = createMemoryRouter([{ path: "*", Component: LeadScorerPage }], { initialEntries: ["/services/call-center/demo"] });
  render(<RouterProvider router={router} />);
}

const leadBox = () => screen.getByRole("textbox", { name: "Paste your lead details" });
const currentStep = () => screen.getByRole("list", { name: "Scoring progress" }).querySelector('[aria-current="step"]')?.textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The answer's note when a model's answer was refused (docs/api.md "AI demos"). */
const checkedNote = "The model's answer could not be checked, so this is the built-in engine's reading.";

describe("Lead Scorer", () => {
  it("has the back button and the placeholder before scoring", () => {
    renderPage();
    expect(screen.getByRole("link", { name: /Back to/ }).getAttribute("href")).toBe("/services/call-center");
    expect(screen.getByText("Score a lead to see AI insights here")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Scoring progress" })).toBeNull();
  });

  it.each(["", "   \n\t"])("asks for lead information when the box holds %j", async (text) => {
    renderPage();
    fireEvent.change(leadBox(), { target: { value: text } });
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Please provide lead information");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("scores the sample: steps every 700 ms while 'Analyzing...', then score, profile and insights", async () => {
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Load Sample Lead" }));
    expect((leadBox() as HTMLTextAreaElement).value).toBe(sampleLead);
    const settle = pendingAnswer();
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);

    const busy = screen.getByRole("button", { name: "Analyzing..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(currentStep()).toBe("Analyzing lead profile...");
    await tick(699);
    expect(currentStep()).toBe("Analyzing lead profile...");
    await tick(1);
    expect(currentStep()).toBe("Evaluating engagement...");
    await tick(700 * 2);
    expect(currentStep()).toBe("Generating insights...");
    await tick(700 * 5);
    expect(currentStep()).toBe("Score complete!");
    expect(fetchMock).toHaveBeenCalledWith("/api/ai/callcenter", expect.objectContaining({ method: "POST", body: JSON.stringify({ leadData: sampleLead }) }));

    settle(json(200, { analysis: "Budget: strong — $50,000\nNext steps:\n1. Book a demo", engine: "built-in", kind: "lead", profile: sampleProfile }));
    await tick(0);
    expect((screen.getByRole("button", { name: "Score Lead" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId("lead-score").textContent).toBe("100");
    expect(screen.getByText("Hot Lead")).toBeTruthy();
    const profile = screen.getByTestId("lead-profile");
    for (const value of ["Sarah Johnson", "VP of Customer Operations", "TechFlow Solutions", "250 employees", "(555) 123-4567"])
      expect(within(profile).getByText(value)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "AI Recommendations & Insights" })).toBeTruthy();
    expect(screen.getByTestId("lead-insights").textContent).toContain("1. Book a demo");
    expect(screen.getByTestId("engine-badge").textContent).toBe("Built-in engine");
    expect(screen.queryByText("Score a lead to see AI insights here")).toBeNull();
    expect(notify.success).toHaveBeenCalledWith("Lead analysis complete!");
  });

  it("scores the text as typed and shows the server's profile, N/A for what it did not find, with the model's name", async () => {
    renderPage();
    const note = "Called back. He's the owner of Lakeside Auto Repair — name is Gary Dunn. Might have a budget of $400 a month.";
    fireEvent.change(leadBox(), { target: { value: note } });
    fetchMock.mockResolvedValueOnce(
      json(200, {
        analysis: "Warm lead.",
        engine: "llama3",
        kind: "lead",
        profile: { ...emptyProfile, name: "Gary Dunn", role: "owner", company: "Lakeside Auto Repair", budget: "$400 a month" },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);
    // The spec's rules: base 50 and "budget".
    expect(screen.getByTestId("lead-score").textContent).toBe("60");
    expect(screen.getByText("Warm Lead")).toBeTruthy();
    const profile = screen.getByTestId("lead-profile");
    const field = (key: string) => profile.querySelector(`[data-field="${key}"]`)?.textContent;
    expect([field("name"), field("position"), field("company"), field("budget")]).toEqual(["Gary Dunn", "owner", "Lakeside Auto Repair", "$400 a month"]);
    expect(within(profile).getAllByText("N/A")).toHaveLength(4);
    expect(screen.getByTestId("engine-badge").textContent).toBe("Model: llama3");
  });

  it("scores a message that is no lead below 20 and says why, whatever words it holds", async () => {
    renderPage();
    // Every bonus word is in it: as a lead it would score 100.
    const note = "VP here. Budget approved, timeline this month, visited pricing. Do not call this number again.";
    fireEvent.change(leadBox(), { target: { value: note } });
    fetchMock.mockResolvedValueOnce(json(200, { analysis: "Kind: an opt-out — not a sales lead.", engine: "built-in", kind: "opt_out", profile: emptyProfile }));
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);
    expect(screen.getByTestId("lead-score").textContent).toBe("0");
    expect(screen.getByTestId("lead-kind").textContent).toBe("Not a lead: Opt-out");
    expect(screen.getByTestId("lead-kind-reason").textContent).toBe("This is an opt-out: do not contact this person.");
    expect(screen.queryByTestId("lead-tier")).toBeNull();
  });

  it.each([
    ["shows the answer's note under the engine badge", { note: checkedNote }, checkedNote],
    ["shows no note when the answer has none", {}, null],
  ])("%s", async (_name, extra, shown) => {
    renderPage();
    fireEvent.change(leadBox(), { target: { value: "Name: Jo" } });
    fetchMock.mockResolvedValueOnce(json(200, { analysis: "Cold lead.", engine: "built-in", kind: "lead", profile: emptyProfile, ...extra }));
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);
    expect(screen.getByTestId("lead-insights").textContent).toBe("Cold lead.");
    expect(screen.queryByTestId("engine-note")?.textContent ?? null).toBe(shown);
  });

  it("says 'Failed to score lead' when the answer has no kind", async () => {
    renderPage();
    fireEvent.change(leadBox(), { target: { value: "Name: Jo" } });
    fetchMock.mockResolvedValueOnce(json(200, { analysis: "Cold lead.", engine: "built-in", profile: emptyProfile }));
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Failed to score lead");
  });

  it("says 'Failed to score lead' when the answer has no profile", async () => {
    renderPage();
    fireEvent.change(leadBox(), { target: { value: "Name: Jo" } });
    fetchMock.mockResolvedValueOnce(json(200, { analysis: "Cold lead.", engine: "built-in", kind: "lead" }));
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Failed to score lead");
    expect(screen.getByText("Score a lead to see AI insights here")).toBeTruthy();
  });

  it("on failure stops the steps, says why and lets the user try again", async () => {
    renderPage();
    fireEvent.change(leadBox(), { target: { value: "Name: Jo" } });
    const settle = pendingAnswer();
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(700);
    expect(currentStep()).toBe("Evaluating engagement...");

    settle(json(429, { error: { code: "rate_limited", message: "Too many requests. Please try again later." } }));
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Too many requests. Please try again later.");
    expect(notify.success).not.toHaveBeenCalled();
    // The timer is cleared: time passes and the steps stay where they stopped.
    await tick(700 * 5);
    expect(currentStep()).toBe("Evaluating engagement...");
    expect((screen.getByRole("button", { name: "Score Lead" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText("Score a lead to see AI insights here")).toBeTruthy();
  });

  it("says 'Failed to score lead' when the server gives no reason", async () => {
    renderPage();
    fireEvent.change(leadBox(), { target: { value: "Name: Jo" } });
    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 500 }));
    fireEvent.click(screen.getByRole("button", { name: "Score Lead" }));
    await formRulesLoaded();
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Failed to score lead");
  });
});
