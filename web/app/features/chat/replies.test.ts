// @vitest-environment jsdom
// (reads the catalogue and brand from the page's meta tags)
import { describe, expect, it } from "vitest";
import { configuredCatalogueFigures, installCatalogue, withCatalogue, withSiteClaims } from "~/test/fixtures";
import { isSendable, replyTo } from "./replies";

withCatalogue();
withSiteClaims();

describe("replyTo", () => {
  it.each([
    ["How much does it cost?", "pricing", "from $299/month"],
    ["What plans do you have", "pricing", "30-day free trial"],
    ["Can I book a demo call?", "demo", "Schedule Live Demo"],
    ["What ROI can I expect?", "roi", "60-85%"],
    ["what ROI can I expect", "roi", "ROI within 30 days"],
    ["I need support", "support", "under 2 hours"],
    ["Do you have an AI receptionist?", "voice-ai", "24/7"],
    ["We are hiring 5 people", "recruitment", "resumes"],
    ["invoice processing?", "payroll", "invoice"],
    ["I get too many leads", "call-center", "scores every inbound lead"],
    ["Instagram posts", "content-marketing", "on-brand"],
    ["Hello there", "greeting", "five AI services"],
    ["What is the weather like?", "fallback", "Contact page"],
  ])("%s → %s", (message, topic, fact) => {
    const reply = replyTo(message);
    expect(reply.topic).toBe(topic);
    expect(reply.text).toContain(fact);
  });

  it("quotes the catalogue's lowest price, read from the page when asked", () => {
    installCatalogue(configuredCatalogueFigures);
    expect(replyTo("What are your prices?").text).toContain("Our plans start from $123/month");
  });

  it("does not mistake words that merely contain a keyword", () => {
    expect(replyTo("this is chill").topic).toBe("fallback"); // "hi" inside a word
    expect(replyTo("explanation").topic).toBe("fallback"); // "plan" inside a word
  });
});

describe("isSendable", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["\n\t ", false],
    [" hi ", true],
  ])("%j → %s", (message, want) => expect(isSendable(message)).toBe(want));
});
