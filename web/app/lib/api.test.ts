import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, NETWORK_ERROR_MESSAGE, parseRetryAfter } from "./api";

const asIs = (data: unknown) => data;

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  vi.stubGlobal("fetch", vi.fn(async () => new Response(text, { status, headers: { "Content-Type": "application/json", ...headers } })));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON and returns the parsed body", async () => {
    answer(201, { id: "c1" });
    const got = await apiRequest("/api/contact", { method: "POST", body: { name: "Jane" }, parse: asIs });
    expect(got).toEqual({ id: "c1" });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"Jane"}');
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends a FormData as multipart, leaving the Content-Type (with its boundary) to the browser", async () => {
    answer(201, { documents: [] });
    const form = new FormData();
    form.append("file", new File(["Ana Ruiz"], "ana.txt", { type: "text/plain" }));
    form.append("opening_id", "o1");
    await apiRequest("/api/services/s1/documents", { method: "POST", form, parse: asIs });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get("Content-Type")).toBeNull();
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
  });

  it("turns the error shape into an ApiError with fields", async () => {
    answer(400, { error: { code: "validation", message: "Some fields contain invalid data.", fields: { name: "Name is required" } } });
    const err = await failure(apiRequest("/api/contact", { method: "POST", body: {}, parse: asIs }));
    expect(err).toMatchObject({ status: 400, code: "validation", message: "Some fields contain invalid data.", fields: { name: "Name is required" }, retryAfter: null });
  });

  it("reads Retry-After on a 429", async () => {
    answer(429, { error: { code: "rate_limited", message: "Too many requests. Please try again later." } }, { "Retry-After": "840" });
    const err = await failure(apiRequest("/api/contact", { method: "POST", body: {}, parse: asIs }));
    expect(err).toMatchObject({ status: 429, code: "rate_limited", message: "Too many requests. Please try again later.", retryAfter: 840 });
  });

  it("maps a fetch TypeError to the network message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const err = await failure(apiRequest("/api/demo/slots", { parse: asIs }));
    expect(err).toMatchObject({ status: 0, code: "NETWORK_ERROR", message: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toBe("Network error. Please check your connection.");
  });

  it("copes with an error body that is not ours", async () => {
    answer(502, "<html>Bad gateway</html>");
    const err = await failure(apiRequest("/api/demo/slots", { parse: asIs }));
    expect(err).toMatchObject({ status: 502, code: "UNKNOWN_ERROR", message: "An unexpected error occurred", fields: {} });
  });

  it("rejects a success body the parser refuses", async () => {
    answer(200, { unexpected: true });
    const parse = () => {
      throw new Error("bad shape");
    };
    const err = await failure(apiRequest("/api/demo/slots", { parse }));
    expect(err).toMatchObject({ status: 200, code: "UNKNOWN_ERROR" });
  });

  it("lets an abort through unchanged", async () => {
    const abort = new DOMException("aborted", "AbortError");
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(abort)));
    await expect(apiRequest("/api/demo/slots", { parse: asIs })).rejects.toBe(abort);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("120")).toBe(120);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
    const now = Date.parse("2026-11-22T14:00:00Z");
    expect(parseRetryAfter("Sun, 22 Nov 2026 14:01:00 GMT", now)).toBe(60);
  });
});
