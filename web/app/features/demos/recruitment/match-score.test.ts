import { describe, expect, it } from "vitest";
import { clampScore, extractMatchScore, matchLabel, matchQuality, matchTone, scoreBarPercent } from "./match-score";

describe("extractMatchScore", () => {
  it.each<[string, string, number | null]>([
    ["the built-in engine's first line", "Match Score: 85/100\nStrong match.", 85],
    ["plain Score:", "Score: 85", 85],
    ["lower case, no colon", "match score 64", 64],
    ["'of' and /100", "The candidate earns a match score of 72/100 overall.", 72],
    ["'is'", "Overall score is 91.", 91],
    ["spaces round the slash", "Match Score : 77 / 100", 77],
    ["Markdown bold label", "**Match Score:** 88/100", 88],
    ["Markdown bold label, colon outside", "**Match Score**: 58/100", 58],
    ["a single digit", "Score: 7/100", 7],
    ["zero", "Match Score: 0/100", 0],
    ["the first of two", "Match Score: 81/100\nSkills score: 40", 81],
    ["a decimal keeps its whole part", "Match Score: 79.6/100", 79],
    ["above 100 is clamped", "Match Score: 150", 100],
    ["no score at all", "Strong candidate with relevant experience.", null],
    ["'scored' is not the word", "She scored 95 in the assessment.", null],
    ["'scores' is not the word", "The team scores 3 goals.", null],
    ["'score' with no number", "We could not compute a score for this resume.", null],
    ["four digits are not a score", "score 1000", null],
    ["empty text", "", null],
  ])("%s", (_name, text, want) => {
    expect(extractMatchScore(text)).toBe(want);
  });
});

describe("clampScore", () => {
  it.each([
    [-5, 0],
    [0, 0],
    [100, 100],
    [101, 100],
    [999, 100],
  ])("%d → %d", (n, want) => expect(clampScore(n)).toBe(want));
});

describe("score bands", () => {
  it.each<[number, string, string, boolean]>([
    // score, label, quality, green
    [0, "Weak", "Low", false],
    [59, "Weak", "Low", false],
    [60, "Fair", "Medium", false],
    [69, "Fair", "Medium", false],
    [70, "Good", "Medium", false],
    [79, "Good", "Medium", false],
    [80, "Great", "High", true],
    [89, "Great", "High", true],
    [90, "Excellent Match", "High", true],
    [100, "Excellent Match", "High", true],
  ])("%d → %s, %s quality", (score, label, quality, green) => {
    expect(matchLabel(score)).toBe(label);
    expect(matchQuality(score)).toBe(quality);
    expect(matchTone(score).textClass.includes("green")).toBe(green);
  });

  it("colours the three quality bands differently", () => {
    expect(new Set([matchTone(85).textClass, matchTone(65).textClass, matchTone(30).textClass]).size).toBe(3);
  });
});

describe("scoreBarPercent", () => {
  it.each([
    [64, 100, 64],
    [0, 100, 0],
    [150, 100, 100],
    [-5, 100, 0],
    [5, 10, 50],
    [5, 0, 0],
    [Number.NaN, 100, 0],
  ])("%d of %d fills %d%%", (value, max, want) => {
    expect(scoreBarPercent(value, max)).toBe(want);
  });
});
