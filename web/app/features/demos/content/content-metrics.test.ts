import { describe, expect, it } from "vitest";
import { contentMetrics } from "./content-metrics";

describe("contentMetrics", () => {
  it.each([
    ["", 0, 0, 0],
    ["   \n\t ", 6, 0, 0],
    ["Hello", 5, 1, 0],
    ["Hello  world\n\nagain ", 20, 3, 0],
    // Characters by code point: an emoji is one.
    ["Launch day 🚀", 12, 3, 0],
    ["héllo", 5, 1, 0],
  ])("%j: %i characters, %i words, %i hashtags", (text, characters, words, hashtags) => {
    expect(contentMetrics(text)).toEqual({ characters, words, hashtags });
  });

  it.each([
    ["#AI", 1],
    ["#ai #ml #data_science", 3],
    ["#", 0],
    ["# alone", 0],
    ["#1", 1],
    ["a#b", 0],
    ["#ai!", 1],
    ["#AI#ML", 1],
    ["(#ai)", 0],
    ["##ai", 0],
    ["#-ai", 0],
    ["Read more:\n#Marketing\n#SmallBusiness", 2],
    ["email#not a tag, but #this is", 1],
  ])("%j has %i hashtags", (text, hashtags) => {
    expect(contentMetrics(text).hashtags).toBe(hashtags);
  });
});
