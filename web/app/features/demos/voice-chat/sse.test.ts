import { describe, expect, it } from "vitest";
import { createSseParser, errorText, parseLine, type ChatStreamEvent } from "./sse";

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}`;

/** Feeds the chunks in order and collects every event, the end included. */
function run(chunks: string[]): ChatStreamEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((c) => parser.push(c)), ...parser.end()];
}

describe("parseLine", () => {
  it.each<[string, string, ChatStreamEvent[]]>([
    ["a delta", delta("Hello"), [{ kind: "text", text: "Hello" }]],
    ["a delta with a leading space kept", delta(" world"), [{ kind: "text", text: " world" }]],
    ["no space after data:", `data:${JSON.stringify({ choices: [{ delta: { content: "Hi" } }] })}`, [{ kind: "text", text: "Hi" }]],
    ["a carriage return before the newline", `${delta("Hi")}\r`, [{ kind: "text", text: "Hi" }]],
    ["the end marker", "data: [DONE]", [{ kind: "done" }]],
    ["our error line", 'data: {"error":{"code":"unavailable","message":"The AI service is unavailable right now. Please try again later."}}', [{ kind: "error", message: "The AI service is unavailable right now. Please try again later." }]],
    ["a plain string error", 'data: {"error":"Rate limit exceeded"}', [{ kind: "error", message: "Rate limit exceeded" }]],
    ["an error without a message", 'data: {"error":{"code":"internal"}}', [{ kind: "error", message: "" }]],
    ["an empty delta", delta(""), []],
    ["a role-only first chunk", 'data: {"choices":[{"delta":{"role":"assistant"}}]}', []],
    ["no choices", 'data: {"id":"x"}', []],
    ["a blank separator line", "", []],
    ["a comment", ": keep-alive", []],
    ["another field", "event: message", []],
    ["broken JSON", 'data: {"choices":[', []],
  ])("%s", (_name, line, want) => {
    expect(parseLine(line)).toEqual(want);
  });
});

describe("createSseParser", () => {
  const stream = `${delta("Our")}\n\n${delta(" plans")}\n\n${delta(" start at $299.")}\n\ndata: [DONE]\n\n`;
  const want: ChatStreamEvent[] = [
    { kind: "text", text: "Our" },
    { kind: "text", text: " plans" },
    { kind: "text", text: " start at $299." },
    { kind: "done" },
  ];

  it("reads a stream that arrives in one chunk", () => {
    expect(run([stream])).toEqual(want);
  });

  it.each([1, 2, 3, 7, 13, 50])("reads it when chunks split lines anywhere (every %d characters)", (size) => {
    const chunks: string[] = [];
    for (let i = 0; i < stream.length; i += size) chunks.push(stream.slice(i, i + size));
    expect(run(chunks)).toEqual(want);
  });

  it("reads CRLF line ends split between chunks", () => {
    expect(run([`${delta("Hi")}\r`, "\n\r\n", "data: [DONE]\r\n"])).toEqual([{ kind: "text", text: "Hi" }, { kind: "done" }]);
  });

  it("holds a line back until its newline arrives", () => {
    const parser = createSseParser();
    expect(parser.push('data: {"choices":[{"delta":{"content":"Hel')).toEqual([]);
    expect(parser.push('lo"}}]}')).toEqual([]);
    expect(parser.push("\n")).toEqual([{ kind: "text", text: "Hello" }]);
  });

  it("reads a last line that has no newline", () => {
    expect(run([`${delta("Hi")}\n\ndata: [DONE]`])).toEqual([{ kind: "text", text: "Hi" }, { kind: "done" }]);
  });

  it("passes a mid-stream error line on in its place", () => {
    const text = `${delta("Sure,")}\n\ndata: {"error":{"code":"timeout","message":"The AI took too long to answer. Please try again."}}\n\ndata: [DONE]\n\n`;
    expect(run([text])).toEqual([
      { kind: "text", text: "Sure," },
      { kind: "error", message: "The AI took too long to answer. Please try again." },
      { kind: "done" },
    ]);
  });
});

describe("errorText", () => {
  it.each<[unknown, string]>([
    [{ code: "rate_limited", message: "Too many requests. Please try again later." }, "Too many requests. Please try again later."],
    ["Something broke", "Something broke"],
    [{ code: "internal" }, ""],
    [null, ""],
    [42, ""],
  ])("%j → %j", (error, want) => expect(errorText(error)).toBe(want));
});
