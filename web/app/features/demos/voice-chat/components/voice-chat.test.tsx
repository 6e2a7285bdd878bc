import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formRulesLoaded, json, stubFetchAndNewTabs } from "~/test/fixtures";
import type { VoiceOptions } from "../api/get-voice-options";
import { voiceChatText as t } from "../voice-chat-text";
import { VoiceChat } from "./voice-chat";

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.success.mockReset();
  notify.error.mockReset();
});

/** GET /api/ai/voice-chat/options as the server answers it with the built-in engine. */
const options: VoiceOptions = {
  businesses: [
    { id: "dental-clinic", name: "Brightsmile Family Dental", kind: "Family dental clinic", greeting: "Thank you for calling Brightsmile Family Dental! How can I help you today?" },
    { id: "hvac-contractor", name: "Northwind Heating & Cooling", kind: "Heating and air-conditioning contractor", greeting: "Thanks for calling Northwind Heating & Cooling!" },
    { id: "law-office", name: "Harper & Cole Law Office", kind: "Law office", greeting: "Good day, you've reached Harper & Cole Law Office." },
  ],
  default_business: "dental-clinic",
  engine: "built-in",
  transcription: false,
};
const greeting = options.businesses[0]!.greeting;

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** A reply stream the test writes to piece by piece, as the server would. */
function replyStream(engine = "built-in") {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  const response = new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream", "X-Lexa-Engine": engine } });
  return {
    response,
    write: (text: string) => act(async () => controller.enqueue(encoder.encode(text))),
    close: () => act(async () => controller.close()),
  };
}

const input = () => screen.getByLabelText("Message") as HTMLTextAreaElement;
const sendButton = () => screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;
const log = () => screen.getByRole("log");
const userMessages = () => screen.queryAllByTestId("chat-user-message").map((m) => m.textContent);
const assistantMessages = () => screen.queryAllByTestId("chat-assistant-message").map((m) => m.textContent);

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

function pressEnter(shiftKey = false) {
  fireEvent.keyDown(input(), { key: "Enter", shiftKey });
}

/** The messages the last request sent. */
function sentMessages(): unknown {
  return sentBody().messages;
}

function sentBody(): { business: string; messages: unknown } {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  return JSON.parse(String(init?.body));
}

describe("VoiceChat", () => {
  it("opens with the greeting in a polite live log, and a labelled box", () => {
    render(<VoiceChat options={options} />);
    expect(log().getAttribute("aria-live")).toBe("polite");
    expect(assistantMessages()).toEqual([`${t.assistantSaid}${greeting}`]);
    expect(input().tagName).toBe("TEXTAREA");
    expect(screen.queryByTestId("engine-badge")).toBeNull();
  });

  it("sends on Enter, shows 'Thinking...', then streams the reply in piece by piece", async () => {
    const stream = replyStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    render(<VoiceChat options={options} />);
    type("  How much does it cost?  ");
    pressEnter();
    await formRulesLoaded();

    expect(userMessages()).toEqual([`${t.youSaid}How much does it cost?`]);
    expect(input().value).toBe("");
    expect(await screen.findByText("Thinking...")).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(log().getAttribute("aria-busy")).toBe("true");
    expect(fetchMock).toHaveBeenCalledWith("/api/ai/voice-chat", expect.objectContaining({ method: "POST" }));
    expect(sentMessages()).toEqual([
      { role: "assistant", content: greeting },
      { role: "user", content: "How much does it cost?" },
    ]);

    await stream.write(delta("Our plans"));
    await waitFor(() => expect(assistantMessages().at(-1)).toBe(`${t.assistantSaid}Our plans`));
    expect(screen.queryByText("Thinking...")).toBeNull();
    expect(screen.getByTestId("engine-badge").textContent).toBe("Built-in engine");

    // A line split across two chunks shows once it is whole.
    await stream.write(delta(" start at").slice(0, 10));
    await stream.write(delta(" start at").slice(10) + delta(" $299."));
    await waitFor(() => expect(assistantMessages().at(-1)).toBe(`${t.assistantSaid}Our plans start at $299.`));
    expect(sendButton().disabled).toBe(true); // still streaming

    await stream.write("data: [DONE]\n\n");
    await waitFor(() => expect(log().getAttribute("aria-busy")).toBe("false"));
    expect(assistantMessages()).toHaveLength(2);
    expect(notify.error).not.toHaveBeenCalled();
    type("Thanks");
    expect(sendButton().disabled).toBe(false);
  });

  it("names the connected model from the X-Lexa-Engine header", async () => {
    const stream = replyStream("llama3.1:8b");
    fetchMock.mockResolvedValueOnce(stream.response);
    render(<VoiceChat options={options} />);
    type("Hi");
    pressEnter();
    await formRulesLoaded();
    await stream.write(delta("Hello!") + "data: [DONE]\n\n");
    expect((await screen.findByTestId("engine-badge")).textContent).toBe("Model: llama3.1:8b");
  });

  it("does not send on Shift+Enter, nor an empty or whitespace message", async () => {
    render(<VoiceChat options={options} />);
    type("first line");
    pressEnter(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input().value).toBe("first line");

    for (const blank of ["", "   ", "\n\t "]) {
      type(blank);
      pressEnter();
      fireEvent.submit(input().form!);
      await formRulesLoaded();
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(userMessages()).toEqual([]);
    expect(sendButton().disabled).toBe(true);
  });

  it("sends with the Send button too", async () => {
    const stream = replyStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    render(<VoiceChat options={options} />);
    type("What are your hours?");
    fireEvent.click(sendButton());
    await formRulesLoaded();
    expect(userMessages()).toEqual([`${t.youSaid}What are your hours?`]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await stream.write("data: [DONE]\n\n");
  });

  it("blocks sending while a reply is loading", async () => {
    const stream = replyStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    render(<VoiceChat options={options} />);
    type("Hello");
    pressEnter();
    await formRulesLoaded();
    await screen.findByText("Thinking...");

    type("Are you there?");
    pressEnter();
    fireEvent.submit(input().form!);
    await formRulesLoaded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(userMessages()).toEqual([`${t.youSaid}Hello`]);
    expect(input().value).toBe("Are you there?"); // kept for when the reply is done

    await stream.write(delta("Hi!") + "data: [DONE]\n\n");
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fetchMock.mockResolvedValueOnce(replyStream().response);
    pressEnter();
    await formRulesLoaded();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentMessages()).toEqual([
      { role: "assistant", content: greeting },
      { role: "user", content: "Hello" },
      { role: "assistant", content: "Hi!" },
      { role: "user", content: "Are you there?" },
    ]);
  });

  describe("on failure, goes back to the previous messages and says why", () => {
    it.each<[string, () => Response | Promise<Response>, string]>([
      ["a refusal with our error shape", () => json(429, { error: { code: "rate_limited", message: "Too many requests. Please try again later." } }), "Too many requests. Please try again later."],
      ["a refusal with a plain string error", () => json(500, { error: "Upstream exploded" }), "Upstream exploded"],
      ["a refusal without a message", () => json(502, { error: { code: "bad_gateway" } }), "Failed to get response"],
      ["a refusal that is not JSON", () => new Response("Bad Gateway", { status: 502 }), "Failed to get response"],
      ["a response without a body", () => new Response(null, { status: 200 }), "No response body"],
      ["no connection", () => Promise.reject(new TypeError("Failed to fetch")), "Network error. Please check your connection."],
      ["an unexpected failure", () => Promise.reject(new Error("boom")), "Failed to send message"],
    ])("%s", async (_name, answer, message) => {
      fetchMock.mockImplementationOnce(async () => answer());
      render(<VoiceChat options={options} />);
      type("How much does it cost?");
      pressEnter();
      await formRulesLoaded();
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message));
      expect(userMessages()).toEqual([]);
      expect(assistantMessages()).toEqual([`${t.assistantSaid}${greeting}`]);
      expect(screen.queryByText("Thinking...")).toBeNull();
      expect(sendButton().disabled).toBe(false);
      expect(input().value).toBe("How much does it cost?"); // to try again
    });

    it("an error line in the middle of the reply", async () => {
      const stream = replyStream();
      fetchMock.mockResolvedValueOnce(stream.response);
      render(<VoiceChat options={options} />);
      type("Book a demo");
      pressEnter();
      await formRulesLoaded();
      await stream.write(delta("Sure, what"));
      await waitFor(() => expect(assistantMessages()).toHaveLength(2));
      await stream.write('data: {"error":{"code":"timeout","message":"The AI took too long to answer. Please try again."}}\n\ndata: [DONE]\n\n');
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith("The AI took too long to answer. Please try again."));
      expect(userMessages()).toEqual([]);
      expect(assistantMessages()).toEqual([`${t.assistantSaid}${greeting}`]);
    });

    it("a stream that stops before [DONE]", async () => {
      const stream = replyStream();
      fetchMock.mockResolvedValueOnce(stream.response);
      render(<VoiceChat options={options} />);
      type("Hello");
      pressEnter();
      await formRulesLoaded();
      await stream.write(delta("Hel"));
      await stream.close();
      await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Failed to send message"));
      expect(userMessages()).toEqual([]);
    });

    it("keeps the earlier conversation when a later message fails", async () => {
      const first = replyStream();
      fetchMock.mockResolvedValueOnce(first.response);
      render(<VoiceChat options={options} />);
      type("Hi");
      pressEnter();
      await formRulesLoaded();
      await first.write(delta("Hello! How can I help?") + "data: [DONE]\n\n");
      await waitFor(() => expect(sendButton().disabled).toBe(true)); // empty box
      fetchMock.mockResolvedValueOnce(json(429, { error: { code: "rate_limited", message: "Too many requests. Please try again later." } }));
      type("Pricing?");
      pressEnter();
      await formRulesLoaded();
      await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
      expect(userMessages()).toEqual([`${t.youSaid}Hi`]);
      expect(assistantMessages()).toEqual([`${t.assistantSaid}${greeting}`, `${t.assistantSaid}Hello! How can I help?`]);
    });
  });

  it("has no microphone where the browser cannot recognise speech and no model transcribes", () => {
    render(<VoiceChat options={options} />);
    expect(screen.queryByRole("button", { name: "Voice recording" })).toBeNull();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it("stops the reply when the page is left", async () => {
    const stream = replyStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    const { unmount } = render(<VoiceChat options={options} />);
    type("Hello");
    pressEnter();
    await formRulesLoaded();
    await screen.findByText("Thinking...");
    const signal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => {});
    expect(notify.error).not.toHaveBeenCalled();
  });
});
