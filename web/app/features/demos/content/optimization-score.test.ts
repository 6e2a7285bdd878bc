// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkLabels, checkReason } from "./content-text";
import { optimizationScore, platformNorms, sentencesOf, topicWords, type OptimizationCheck } from "./optimization-score";

// The platforms' limits and hashtag norms, shared with the built-in writer's tests.
const shared = JSON.parse(readFileSync(new URL("../../../../../testdata/content/platforms.json", import.meta.url), "utf8")) as {
  platforms: Record<string, { maxChars: number; minHashtags: number; maxHashtags: number }>;
};

const tweet =
  "Pumpkin spice latte is back for fall! Yes, we're doing a little happy dance. Order now, before everyone else does.\n\n#PumpkinSpiceLatte #Fall";
const request = { platform: "twitter", contentType: "social-post", topic: "Pumpkin spice latte is back for fall" } as const;

const check = (text: string, id: OptimizationCheck["id"], req: Parameters<typeof optimizationScore>[1] = request) =>
  optimizationScore(text, req).checks.find((c) => c.id === id)!;

describe("optimizationScore", () => {
  it("keeps to the shared platform norms", () => {
    expect(platformNorms).toEqual(shared.platforms);
  });

  it("passes a good post on five checks, and gives it no score out of 100", () => {
    const result = optimizationScore(tweet, request);
    const { checks } = result;
    expect(checks.map((c) => [c.id, c.passed])).toEqual([
      ["length", true],
      ["hashtags", true],
      ["cta", true],
      ["readability", true],
      ["topic", true],
    ]);
    expect(Object.keys(result)).toEqual(["checks"]);
  });

  it("fails a post with no call to action and too many hashtags on those two checks", () => {
    const text = "Pumpkin spice latte is back for fall. Check it out and let us know what you think! #PSL #Fall #Coffee #Autumn";
    const { checks } = optimizationScore(text, request);
    expect(checks.filter((c) => !c.passed).map((c) => c.id)).toEqual(["hashtags", "cta"]);
  });

  it("counts length in UTF-16 units, as Twitter does: an emoji is two", () => {
    const at = (n: number) => check("a".repeat(n), "length");
    expect(at(280)).toMatchObject({ passed: true, chars: 280, max: 280 });
    expect(at(281)).toMatchObject({ passed: false, chars: 281 });
    expect(check("😀".repeat(140), "length").passed).toBe(true);
    expect(check("😀".repeat(141), "length").passed).toBe(false);
    expect(check("a".repeat(2200), "length", { ...request, platform: "instagram" }).passed).toBe(true);
  });

  it("wants the platform's usual number of hashtags, and none in an email", () => {
    expect(check("Book now. #a", "hashtags")).toMatchObject({ passed: true, count: 1, min: 1, max: 2 });
    expect(check("Book now.", "hashtags").passed).toBe(false);
    expect(check("Book now. #a #b #c", "hashtags").passed).toBe(false);
    expect(check("Book now. #a #b", "hashtags", { ...request, platform: "instagram" }).passed).toBe(false);
    expect(check("Subject: Hi\n\nBook now.", "hashtags", { ...request, contentType: "email" })).toMatchObject({ passed: true, email: true });
    expect(check("Subject: Hi\n\nBook now. #Tax", "hashtags", { ...request, contentType: "email" }).passed).toBe(false);
  });

  it("finds a call to action that names something to do, and quotes it", () => {
    expect(check("Great news. Call us today to book.", "cta")).toMatchObject({ passed: true, sentence: "Call us today to book." });
    expect(check("Stop by and say hi!", "cta").passed).toBe(true);
    for (const vague of ["Check it out and let us know what you think.", "Thoughts?", "We love this."]) expect(check(vague, "cta").passed).toBe(false);
  });

  it("reads short sentences as easy to read and long ones as hard", () => {
    expect(check("Short one. Another short one! #Tag", "readability")).toMatchObject({ passed: true, averageWords: 3 });
    const long = `${"word ".repeat(30).trim()}. ${"word ".repeat(20).trim()}.`;
    expect(check(long, "readability")).toMatchObject({ passed: false, averageWords: 25 });
    expect(check("#OnlyTags #Here", "readability")).toMatchObject({ passed: false, averageWords: 0 });
  });

  it("wants at least half of the topic's words in the post", () => {
    expect(topicWords("How to prevent frozen pipes this winter")).toEqual(["prevent", "frozen", "pipes", "winter"]);
    expect(check("Frozen pipes? Call us this winter.", "topic", { ...request, topic: "How to prevent frozen pipes this winter" })).toMatchObject({
      passed: true,
      found: 3,
      total: 4,
    });
    expect(check("Call us about plumbing.", "topic", { ...request, topic: "How to prevent frozen pipes this winter" }).passed).toBe(false);
    expect(check("Anything.", "topic", { ...request, topic: "😀😀😀" })).toMatchObject({ passed: false, total: 0 });
  });

  it("splits sentences at their marks and lines, leaving out lines of hashtags", () => {
    expect(sentencesOf("One. Two!\nThree?\n\n#A #B")).toEqual(["One.", "Two!", "Three?"]);
  });
});

describe("the checks' words", () => {
  it("name each check and say why it passed or failed", () => {
    const { checks } = optimizationScore("Pumpkin spice latte is back for fall. Check it out! #PSL #Fall #Coffee", request);
    expect(checks.map((c) => `${checkLabels[c.id]}: ${checkReason(c, "Twitter/X")}`)).toEqual([
      "Length: 70 of 280 characters allowed on Twitter/X",
      "Hashtags: 3 hashtags: Twitter/X posts usually carry 1–2",
      "Call to action: No call to action: ask the reader to book, call, order or visit",
      "Reading level: Short sentences: 5 words on average",
      "Topic words: Uses 5 of the topic's 5 words",
    ]);
  });
});
