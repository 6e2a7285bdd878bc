import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getQueryClient } from "~/providers/query-provider";
import { formRulesLoaded, json, stubFetchAndNewTabs } from "~/test/fixtures";
import { sampleJobDescription, sampleResume } from "../sample-inputs";
import { MatchScoreCard } from "./match-score-card";
import { ResumeAnalyzerPage } from "./resume-analyzer-page";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
  getQueryClient().clear();
});

function renderPage() {
  const router = createMemoryRouter([{ path: "/services/recruitment/demo", Component: ResumeAnalyzerPage }], {
    initialEntries: ["/services/recruitment/demo"],
  });
  render(<RouterProvider router={router} />);
}

/** The answer's note when a model's answer was refused (docs/api.md "AI demos"). */
const checkedNote = "The model's answer could not be checked, so this is the built-in engine's reading.";

const resumeBox = () => screen.getByLabelText(/^Resume/) as HTMLTextAreaElement;
const jobBox = () => screen.getByLabelText(/^Job Description/) as HTMLTextAreaElement;
const analyze = () => screen.getByRole("button", { name: /Analyze Candidate|Analyzing\.\.\./ }) as HTMLButtonElement;

describe("Resume Analyzer", () => {
  it("has a back link to the recruitment page", async () => {
    renderPage();
    expect((await screen.findByRole("link", { name: /Back to AI Recruitment System/ })).getAttribute("href")).toBe("/services/recruitment");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("AI Resume Analyzer Demo");
  });

  it.each([
    ["both empty", "", ""],
    ["no job description", "Jane Doe, 5 years of React", ""],
    ["no resume", "", "Senior React developer"],
    ["whitespace only", "  \n ", "\t"],
  ])("asks for both texts before sending anything: %s", async (_name, resume, job) => {
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Resume/), { target: { value: resume } });
    fireEvent.change(jobBox(), { target: { value: job } });
    fireEvent.click(analyze());
    await formRulesLoaded();
    expect(notify.error).toHaveBeenCalledWith("Please provide both resume and job description");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the samples, analyzes them and shows the score, label, quality and analysis", async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Load sample resume" }));
    fireEvent.click(screen.getByRole("button", { name: "Load sample job description" }));
    expect(resumeBox().value).toBe(sampleResume);
    expect(jobBox().value).toBe(sampleJobDescription);

    fireEvent.click(analyze());
    await formRulesLoaded();
    await waitFor(() => expect(analyze().textContent).toBe("Analyzing..."));
    expect(analyze().disabled).toBe(true);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/ai/recruitment");
    expect(JSON.parse(String(init?.body))).toEqual({ resume: sampleResume, jobDescription: sampleJobDescription });

    answer(json(200, { analysis: "Match Score: 84/100\nStrong match.\nStrengths:\n- React", engine: "built-in" }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith("Analysis complete!"));
    expect(screen.getByTestId("match-score")).toBeTruthy();
    expect(screen.getByTestId("match-label").textContent).toBe("Great");
    expect(screen.getByTestId("match-quality").textContent).toBe("High");
    expect(screen.getByTestId("resume-analysis").textContent).toContain("Strengths:");
    expect(screen.getByTestId("engine-badge").textContent).toBe("Built-in engine");
    expect(analyze().textContent).toBe("Analyze Candidate");
    expect(analyze().disabled).toBe(false);
  });

  it("shows no score card when the analysis names no score", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { analysis: "A solid candidate for the role.", engine: "llama3" }));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Resume/), { target: { value: "Jane Doe" } });
    fireEvent.change(jobBox(), { target: { value: "Engineer" } });
    fireEvent.click(analyze());
    await formRulesLoaded();
    await waitFor(() => expect(screen.getByTestId("resume-analysis").textContent).toBe("A solid candidate for the role."));
    expect(screen.queryByTestId("match-score")).toBeNull();
    expect(screen.getByTestId("engine-badge").textContent).toBe("Model: llama3");
  });

  it.each([
    ["a cover letter, by the built-in engine", "This looks like a cover letter, not a resume: a letter to the employer.", "cover_letter", "Cover letter, not a resume"],
    ["a job ad that a model scored", "Match Score: 71/100\nGood match.", "job_ad", "Job ad, not a resume"],
    ["a kind the page does not know", "Something else.", "poem", "Not a resume"],
  ])("shows what the text is, and no score, for a text that is no resume: %s", async (_name, analysis, kind, badge) => {
    fetchMock.mockResolvedValueOnce(json(200, { analysis, kind, engine: "built-in" }));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Resume/), { target: { value: "Dear Hiring Manager" } });
    fireEvent.change(jobBox(), { target: { value: "Engineer" } });
    fireEvent.click(analyze());
    await formRulesLoaded();
    await waitFor(() => expect(screen.getByTestId("resume-kind").textContent).toBe(badge));
    expect(screen.queryByTestId("match-score")).toBeNull();
    expect(screen.getByTestId("resume-analysis").textContent).toBe(analysis);
  });

  it("shows no kind badge for a resume", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { analysis: "Match Score: 84/100\nStrong match.", kind: "resume", engine: "built-in" }));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Resume/), { target: { value: "Jane Doe" } });
    fireEvent.change(jobBox(), { target: { value: "Engineer" } });
    fireEvent.click(analyze());
    await formRulesLoaded();
    await waitFor(() => expect(screen.getByTestId("match-score")).toBeTruthy());
    expect(screen.queryByTestId("resume-kind")).toBeNull();
  });

  it.each([
    ["shows the answer's note under the engine badge", { note: checkedNote }, checkedNote],
    ["shows no note when the answer has none", {}, null],
  ])("%s", async (_name, extra, shown) => {
    fetchMock.mockResolvedValueOnce(json(200, { analysis: "Match Score: 84/100\nStrong match.", kind: "resume", engine: "built-in", ...extra }));
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Resume/), { target: { value: "Jane Doe" } });
    fireEvent.change(jobBox(), { target: { value: "Engineer" } });
    fireEvent.click(analyze());
    await formRulesLoaded();
    await waitFor(() => expect(screen.getByTestId("resume-analysis")).toBeTruthy());
    expect(screen.queryByTestId("engine-note")?.textContent ?? null).toBe(shown);
  });

  it.each<[string, () => Response | Promise<Response>, string]>([
    ["the server's message", () => json(429, { error: { code: "rate_limited", message: "Too many requests. Please try again later." } }), "Too many requests. Please try again later."],
    ["the fallback for an unreadable answer", () => json(200, { unexpected: true }), "Failed to analyze candidate"],
  ])("says why it failed: %s", async (_name, respond, message) => {
    fetchMock.mockImplementationOnce(async () => respond());
    renderPage();
    fireEvent.change(await screen.findByLabelText(/^Resume/), { target: { value: "Jane Doe" } });
    fireEvent.change(jobBox(), { target: { value: "Engineer" } });
    fireEvent.click(analyze());
    await formRulesLoaded();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.queryByTestId("resume-analysis")).toBeNull();
    expect(analyze().disabled).toBe(false);
  });
});

describe("MatchScoreCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the final score from the first frame and grows only the bar to it", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
    render(<MatchScoreCard score={90} />);
    const fill = () => (screen.getByTestId("score-bar-fill") as HTMLElement).style.width;
    // The number never shows another value; the bar starts empty.
    expect(screen.getByTestId("match-score-value").textContent).toBe("90");
    expect(fill()).toBe("0%");
    // Two frames later the bar is set to the score; CSS moves it there over 2 s.
    act(() => frames.shift()?.(0));
    expect(fill()).toBe("0%");
    act(() => frames.shift()?.(16));
    expect(fill()).toBe("90%");
    expect(screen.getByTestId("match-score-value").textContent).toBe("90");
    expect(screen.getByTestId("score-bar-fill").className).toContain("motion-safe:duration-2000");
    expect(screen.getByTestId("score-bar-fill").className).toContain("motion-reduce:transition-none");
    // The label and quality are the final score's; the reader hears it once.
    expect(screen.getByTestId("match-label").textContent).toBe("Excellent Match");
    expect(screen.getByText("90 out of 100")).toBeTruthy();
  });
});
