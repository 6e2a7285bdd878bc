import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formRulesLoaded, json } from "~/test/fixtures";
import { ContentGeneratorPage } from "./content-generator-page";

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const fetchMock = vi.fn<typeof fetch>();
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  writeText.mockReset();
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  notify.success.mockReset();
  notify.error.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function pendingAnswer() {
  let settle!: (r: Response) => void;
  fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (settle = resolve)));
  return settle;
}

function renderPage() {
  const router = createMemoryRouter([{ path: "*", Component: ContentGeneratorPage }], { initialEntries: ["/services/content-marketing/demo"] });
  render(<RouterProvider router={router} />);
}

const select = (name: string) => screen.getByRole("combobox", { name }) as HTMLSelectElement;
const topic = () => screen.getByRole("textbox", { name: "Topic" });
const summary = () => within(screen.getByRole("list", { name: "Your choices" })).getAllByRole("listitem").map((li) => li.textContent);
const currentStep = () => screen.getByRole("list", { name: "Generation progress" }).querySelector('[aria-current="step"]')?.textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const tweet = "Small teams ship faster with AI. 🚀 #AI #SmallBusiness";

async function generateTweet(text = tweet) {
  renderPage();
  fireEvent.change(topic(), { target: { value: "AI for small teams" } });
  fireEvent.change(select("Platform"), { target: { value: "twitter" } });
  fetchMock.mockResolvedValueOnce(json(200, { content: text, engine: "built-in" }));
  fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
  await formRulesLoaded();
  await tick(0);
}

describe("Content Generator", () => {
  it("starts on a LinkedIn social post in a professional tone, with the placeholder", () => {
    renderPage();
    expect(screen.getByRole("link", { name: /Back to/ }).getAttribute("href")).toBe("/services/content-marketing");
    expect(select("Content Type").value).toBe("social-post");
    expect(select("Platform").value).toBe("linkedin");
    expect(select("Tone").value).toBe("professional");
    expect(summary()).toEqual(["Social Media Post", "LinkedIn", "Professional"]);
    expect(screen.getByText("Generate content to see it here")).toBeTruthy();
  });

  it("shows the chosen labels in the summary badges", () => {
    renderPage();
    fireEvent.change(select("Content Type"), { target: { value: "ad-copy" } });
    fireEvent.change(select("Platform"), { target: { value: "twitter" } });
    fireEvent.change(select("Tone"), { target: { value: "humorous" } });
    expect(summary()).toEqual(["Ad Copy", "Twitter/X", "Humorous"]);
  });

  it.each(["", "   "])("asks for a topic when it is %j", async (value) => {
    renderPage();
    fireEvent.change(topic(), { target: { value } });
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    await formRulesLoaded();
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Please provide a topic");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the choices, steps every 600 ms while 'Generating...', then shows the post and its metrics", async () => {
    renderPage();
    fireEvent.change(topic(), { target: { value: "AI for small teams" } });
    fireEvent.change(select("Content Type"), { target: { value: "ad-copy" } });
    fireEvent.change(select("Platform"), { target: { value: "twitter" } });
    fireEvent.change(select("Tone"), { target: { value: "casual" } });
    const settle = pendingAnswer();
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    await formRulesLoaded();
    await tick(0);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/ai/content",
      expect.objectContaining({ body: JSON.stringify({ contentType: "ad-copy", topic: "AI for small teams", platform: "twitter", tone: "casual" }) }),
    );
    expect((screen.getByRole("button", { name: "Generating..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(currentStep()).toBe("Analyzing topic");
    await tick(599);
    expect(currentStep()).toBe("Analyzing topic");
    await tick(1);
    expect(currentStep()).toBe("Crafting content");
    await tick(600 * 5);
    expect(currentStep()).toBe("Content ready");

    settle(json(200, { content: tweet, engine: "built-in" }));
    await tick(0);
    expect(notify.success).toHaveBeenCalledWith("Content generated!");
    expect((screen.getByRole("button", { name: "Generate Content" }) as HTMLButtonElement).disabled).toBe(false);
    const card = screen.getByTestId("generated-content");
    expect(within(card).getByTestId("post-text").textContent).toBe(tweet);
    expect(within(card).getByRole("region", { name: "Twitter/X post preview" })).toBeTruthy();
    expect(within(card).getByTestId("engine-badge").textContent).toBe("Built-in engine");
    const metrics = screen.getByTestId("content-metrics");
    const metric = (key: string) => metrics.querySelector(`[data-metric="${key}"]`)?.textContent;
    // 53 characters: the rocket is one, though it is two UTF-16 units.
    expect([metric("characters"), metric("words"), metric("hashtags")]).toEqual(["53", "9", "2"]);
    expect(screen.queryByText("Generate content to see it here")).toBeNull();
    // A preview shows the post, never engagement it has not had.
    const preview = within(card).getByTestId("post-preview");
    expect(preview.textContent).not.toMatch(/\d[\d,.]*\s*[KM]?\s*(?:likes|views|replies|reposts|comments|shares|reactions|followers)/i);
    expect(within(card).queryByTestId("post-engagement")).toBeNull();
  });

  it("lists the post's checks, each passed or failed with its reason, with no score out of 100", async () => {
    // No call to action, and three hashtags where Twitter/X posts carry one or two.
    await generateTweet("AI for small teams is here. Check it out! #AI #SmallBusiness #Teams");
    const card = screen.getByTestId("optimization-score");
    expect(within(card).getByRole("heading", { level: 2, name: "Post checks" })).toBeTruthy();
    expect(within(card).queryByTestId("optimization-value")).toBeNull();
    expect(card.textContent).not.toMatch(/\/\s*100|\bscore\b/i);
    expect(within(card).getByText("3 of 5 checks passed")).toBeTruthy();
    const item = (id: string) => card.querySelector(`[data-check="${id}"]`) as HTMLElement;
    expect(["length", "hashtags", "cta", "readability", "topic"].map((id) => item(id).dataset.passed)).toEqual(["true", "false", "false", "true", "true"]);
    expect(item("cta").textContent).toBe("Call to action: FailedNo call to action: ask the reader to book, call, order or visit");
    expect(item("hashtags").textContent).toContain("3 hashtags: Twitter/X posts usually carry 1–2");
    expect(item("length").textContent).toContain("Length: Passed");
  });

  it("says a built-in engine's post is a template to edit, and a model's is not", async () => {
    await generateTweet();
    const card = screen.getByTestId("generated-content");
    expect(within(card).getByTestId("template-notice").textContent).toBe("Drafted from templates by the built-in engine: edit before you publish.");
    expect(within(card).queryByTestId("content-note")).toBeNull();
    cleanup();

    renderPage();
    fireEvent.change(topic(), { target: { value: "AI for small teams" } });
    fetchMock.mockResolvedValueOnce(json(200, { content: tweet, engine: "gpt-test" }));
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    await formRulesLoaded();
    await tick(0);
    expect(within(screen.getByTestId("generated-content")).getByTestId("engine-badge").textContent).toBe("Model: gpt-test");
    expect(screen.queryByTestId("template-notice")).toBeNull();
  });

  it("shows the answer's note beside the post, not in its text", async () => {
    const note = "Written in a warm, plain tone instead of a humorous one: the topic touches on grief and loss, where a joke or a sales line can hurt.";
    renderPage();
    fireEvent.change(topic(), { target: { value: "Grief support evenings at O'Neill Funeral Home" } });
    fetchMock.mockResolvedValueOnce(json(200, { content: "We are here for you. #GriefSupport", engine: "built-in", note }));
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    await formRulesLoaded();
    await tick(0);
    const card = screen.getByTestId("generated-content");
    expect(within(card).getByTestId("content-note").textContent).toBe(note);
    expect(within(card).getByTestId("post-text").textContent).toBe("We are here for you. #GriefSupport");
  });

  it("keeps the preview's platform when the choice changes after generating", async () => {
    await generateTweet();
    fireEvent.change(select("Platform"), { target: { value: "tiktok" } });
    expect(screen.getByTestId("post-preview").getAttribute("data-platform")).toBe("twitter");
  });

  it("on failure stops the steps and says why", async () => {
    renderPage();
    fireEvent.change(topic(), { target: { value: "Coffee" } });
    const settle = pendingAnswer();
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    await formRulesLoaded();
    await tick(600);
    expect(currentStep()).toBe("Crafting content");
    settle(json(400, { error: { code: "validation", message: "Choose a platform" } }));
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Choose a platform");
    await tick(600 * 4);
    expect(currentStep()).toBe("Crafting content");
    expect((screen.getByRole("button", { name: "Generate Content" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText("Generate content to see it here")).toBeTruthy();
  });

  it("says 'Failed to generate content' when the server gives no reason", async () => {
    renderPage();
    fireEvent.change(topic(), { target: { value: "Coffee" } });
    fetchMock.mockRejectedValueOnce(new Error("socket closed"));
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    await formRulesLoaded();
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith("Failed to generate content");
  });

  it("copies the text and says 'Copied!' for 2 seconds", async () => {
    await generateTweet();
    writeText.mockResolvedValueOnce(undefined);
    fireEvent.click(screen.getByRole("button", { name: "Copy Text" }));
    await tick(0);
    expect(writeText).toHaveBeenCalledWith(tweet);
    expect(notify.success).toHaveBeenLastCalledWith("Copied to clipboard!");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    await tick(1999);
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    await tick(1);
    expect(screen.getByRole("button", { name: "Copy Text" })).toBeTruthy();
  });

  it("says so when the browser refuses the clipboard", async () => {
    await generateTweet();
    writeText.mockRejectedValueOnce(new DOMException("denied", "NotAllowedError"));
    fireEvent.click(screen.getByRole("button", { name: "Copy Text" }));
    await tick(0);
    expect(notify.error).toHaveBeenCalledWith(expect.stringContaining("Select the text"), "Copy failed");
    expect(screen.getByRole("button", { name: "Copy Text" })).toBeTruthy();
    expect(notify.success).not.toHaveBeenCalledWith("Copied to clipboard!");
  });
});
