import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formRulesLoaded, json, stubFetchAndNewTabs } from "~/test/fixtures";
import type { VoiceOptions } from "../api/get-voice-options";
import { VoiceChat } from "./voice-chat";

// The voice parts of the chat: the business picker, "Speak replies" and the microphone.

const notify = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock("~/lib/notify", () => ({ notify }));

const { fetchMock } = stubFetchAndNewTabs();

beforeEach(() => {
  notify.error.mockReset();
});

const options = (transcription = false): VoiceOptions => ({
  businesses: [
    { id: "dental-clinic", name: "Brightsmile Family Dental", kind: "Family dental clinic", greeting: "Thank you for calling Brightsmile Family Dental!" },
    { id: "hvac-contractor", name: "Northwind Heating & Cooling", kind: "Heating and air-conditioning contractor", greeting: "Thanks for calling Northwind Heating & Cooling!" },
    { id: "law-office", name: "Harper & Cole Law Office", kind: "Law office", greeting: "Good day, you've reached Harper & Cole Law Office." },
  ],
  default_business: "dental-clinic",
  engine: "built-in",
  transcription,
});

/** A whole streamed reply. */
function reply(text: string) {
  const body = `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\ndata: [DONE]\n\n`;
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream", "X-Lexa-Engine": "built-in" } });
}

const input = () => screen.getByLabelText("Message") as HTMLTextAreaElement;
const assistantMessages = () => screen.queryAllByTestId("chat-assistant-message").map((m) => m.textContent);
const micButton = () => screen.queryByRole("button", { name: "Voice recording" });

async function ask(question: string, answer: string) {
  fetchMock.mockResolvedValueOnce(reply(answer));
  fireEvent.change(input(), { target: { value: question } });
  fireEvent.keyDown(input(), { key: "Enter" });
  await formRulesLoaded();
  await waitFor(() => expect(assistantMessages().at(-1)).toBe(`Assistant said: ${answer}`));
  await waitFor(() => expect(screen.getByRole("log").getAttribute("aria-busy")).toBe("false"));
}

describe("the business picker", () => {
  it("offers the three businesses, starts on the default, and a new choice starts a new conversation", async () => {
    render(<VoiceChat options={options()} />);
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(["dental-clinic", "hvac-contractor", "law-office"]);
    expect(screen.getByRole("group", { name: "Choose a business to call" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Brightsmile Family Dental/ }) as HTMLInputElement).checked).toBe(true);
    expect(assistantMessages()).toEqual(["Assistant said: Thank you for calling Brightsmile Family Dental!"]);

    await ask("price of a filling?", "Our filling is $185.");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).business).toBe("dental-clinic");

    fireEvent.click(screen.getByRole("radio", { name: /Northwind Heating & Cooling/ }));
    expect(assistantMessages()).toEqual(["Assistant said: Thanks for calling Northwind Heating & Cooling!"]);
    expect(screen.getByText("Receptionist of Northwind Heating & Cooling, 24/7")).toBeTruthy();
    await ask("I smell gas", "Leave the house now.");
    const body = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(body.business).toBe("hvac-contractor");
    expect(body.messages[0]).toEqual({ role: "assistant", content: "Thanks for calling Northwind Heating & Cooling!" });
  });
});

describe("Speak replies", () => {
  let speak: ReturnType<typeof vi.fn>;
  let cancel: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    speak = vi.fn();
    cancel = vi.fn();
    vi.stubGlobal("speechSynthesis", { speak, cancel });
    vi.stubGlobal(
      "SpeechSynthesisUtterance",
      class {
        lang = "";
        constructor(public text: string) {}
      },
    );
  });

  it("is off by default: replies are not spoken", async () => {
    render(<VoiceChat options={options()} />);
    const toggle = screen.getByRole("button", { name: "Speak replies" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await ask("Are you open Saturday?", "Yes, on Saturdays we're open 9 AM to 1 PM.");
    expect(speak).not.toHaveBeenCalled();
  });

  it("when on, speaks each finished reply once; turned off, it stops speaking", async () => {
    render(<VoiceChat options={options()} />);
    const toggle = screen.getByRole("button", { name: "Speak replies" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await ask("price of a filling?", "Our filling is $185.");
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]?.[0]).toMatchObject({ text: "Our filling is $185.", lang: "en-US" });

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(cancel).toHaveBeenCalled();
    await ask("thanks", "You're very welcome!");
    expect(speak).toHaveBeenCalledTimes(1);
  });

  it("stops speaking when the page is left", () => {
    const { unmount } = render(<VoiceChat options={options()} />);
    cancel.mockClear();
    unmount();
    expect(cancel).toHaveBeenCalled();
  });

  it("is not shown where the browser cannot speak", () => {
    vi.stubGlobal("speechSynthesis", undefined);
    render(<VoiceChat options={options()} />);
    expect(screen.queryByRole("button", { name: "Speak replies" })).toBeNull();
  });
});

describe("the microphone", () => {
  it("is absent without speech recognition and without a model", () => {
    render(<VoiceChat options={options(false)} />);
    expect(micButton()).toBeNull();
  });

  it("is absent with a model but no way to record, and no recognition", () => {
    vi.stubGlobal("MediaRecorder", undefined);
    render(<VoiceChat options={options(true)} />);
    expect(micButton()).toBeNull();
  });

  it("with the browser's speech recognition, fills the box with what it hears", () => {
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = "";
      interimResults = false;
      continuous = true;
      maxAlternatives = 0;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start = vi.fn();
      stop = vi.fn(() => this.onend?.());
      abort = vi.fn();
      constructor() {
        instances.push(this);
      }
    }
    vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
    render(<VoiceChat options={options(false)} />);
    const mic = micButton()!;
    expect(mic.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(mic);
    const rec = instances[0]!;
    expect(rec.start).toHaveBeenCalled();
    expect(rec.lang).toBe("en-US");
    expect(mic.getAttribute("aria-pressed")).toBe("true");
    const result = (transcript: string) => Object.assign([{ transcript }], { isFinal: true });
    act(() => rec.onresult?.({ resultIndex: 0, results: [result("price of a filling")] }));
    expect(input().value).toBe("price of a filling");
    fireEvent.click(mic); // stop
    expect(rec.stop).toHaveBeenCalled();
    expect(mic.getAttribute("aria-pressed")).toBe("false");
    expect(fetchMock).not.toHaveBeenCalled(); // nothing is sent until Send
  });

  it("says when the browser refuses the microphone", () => {
    class DeniedRecognition {
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        this.onerror?.({ error: "not-allowed" });
        this.onend?.();
      }
      stop() {}
      abort() {}
    }
    vi.stubGlobal("webkitSpeechRecognition", DeniedRecognition);
    render(<VoiceChat options={options(false)} />);
    fireEvent.click(micButton()!);
    expect(notify.error).toHaveBeenCalledWith("Microphone access was not allowed. Allow it in your browser to speak your message.");
  });

  it("with a model, records and sends the recording to be transcribed, then fills the box", async () => {
    const stopTrack = vi.fn();
    const stream = { getTracks: () => [{ stop: stopTrack }] };
    vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia: vi.fn(async () => stream) } });
    const recorders: FakeRecorder[] = [];
    class FakeRecorder {
      static isTypeSupported = (t: string) => t === "audio/webm;codecs=opus";
      state = "inactive";
      mimeType: string;
      ondataavailable: ((e: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor(
        public stream: unknown,
        init?: { mimeType?: string },
      ) {
        this.mimeType = init?.mimeType ?? "";
        recorders.push(this);
      }
      start() {
        this.state = "recording";
      }
      stop() {
        this.state = "inactive";
        this.ondataavailable?.({ data: new Blob(["webm-bytes"], { type: this.mimeType }) });
        this.onstop?.();
      }
    }
    vi.stubGlobal("MediaRecorder", FakeRecorder);
    fetchMock.mockResolvedValueOnce(json(200, { text: "What's the price of a filling?", engine: "whisper-1" }));
    render(<VoiceChat options={options(true)} />);

    fireEvent.click(micButton()!);
    await waitFor(() => expect(recorders[0]?.state).toBe("recording"));
    expect(recorders[0]!.mimeType).toBe("audio/webm;codecs=opus");
    fireEvent.click(micButton()!); // stop: the recording goes to the server
    await waitFor(() => expect(input().value).toBe("What's the price of a filling?"));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/ai/transcribe");
    const file = (init?.body as FormData).get("file") as File;
    expect(file.name).toBe("recording.webm");
    expect(file.type).toBe("audio/webm;codecs=opus");
    expect(stopTrack).toHaveBeenCalled();
    expect(micButton()!.getAttribute("aria-pressed")).toBe("false");
  });
});
