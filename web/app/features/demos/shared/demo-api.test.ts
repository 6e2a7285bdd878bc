import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, UNKNOWN_ERROR_MESSAGE } from "~/lib/api";
import { askDemo, demoErrorMessage } from "./demo-api";

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("askDemo", () => {
  it("posts the body and reads the analysis with its engine", async () => {
    const fetchMock = answer(200, { analysis: "Match Score: 80/100", engine: "built-in" });
    await expect(askDemo("recruitment", { resume: "r", jobDescription: "j" })).resolves.toEqual({ text: "Match Score: 80/100", engine: "built-in" });
    expect(fetchMock).toHaveBeenCalledWith("/api/ai/recruitment", expect.objectContaining({ method: "POST", body: JSON.stringify({ resume: "r", jobDescription: "j" }) }));
  });

  it("reads the content generator's content field", async () => {
    answer(200, { content: "Hello #AI", engine: "llama3" });
    await expect(askDemo("content", { topic: "t" })).resolves.toEqual({ text: "Hello #AI", engine: "llama3" });
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    answer(400, { error: { code: "validation", message: "Please provide invoice data" } });
    await expect(askDemo("payroll", { invoiceData: "" })).rejects.toMatchObject({ status: 400, message: "Please provide invoice data" });
  });
});

describe("demoErrorMessage", () => {
  it.each([
    [new ApiError({ status: 429, code: "rate_limited", message: "Too many requests. Please try again later." }), "Too many requests. Please try again later."],
    [new ApiError({ status: 500, code: "UNKNOWN_ERROR", message: UNKNOWN_ERROR_MESSAGE }), "Failed to process invoice"],
    [new Error("boom"), "Failed to process invoice"],
  ])("%s → %s", (err, want) => {
    expect(demoErrorMessage(err, "Failed to process invoice")).toBe(want);
  });
});
