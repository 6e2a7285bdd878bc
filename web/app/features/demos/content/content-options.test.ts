import { describe, expect, it } from "vitest";
import { contentTypes, defaultRequest, optionLabel, platforms, tones } from "./content-options";
import { handleOf, initialsOf } from "./post-account";

describe("content options", () => {
  it("offers the spec's values with their labels", () => {
    expect(contentTypes.map((o) => [o.value, o.label])).toEqual([
      ["social-post", "Social Media Post"],
      ["blog-intro", "Blog Introduction"],
      ["email", "Email Newsletter"],
      ["ad-copy", "Ad Copy"],
    ]);
    expect(platforms.map((o) => [o.value, o.label])).toEqual([
      ["linkedin", "LinkedIn"],
      ["facebook", "Facebook"],
      ["instagram", "Instagram"],
      ["twitter", "Twitter/X"],
      ["tiktok", "TikTok"],
    ]);
    expect(tones.map((o) => [o.value, o.label])).toEqual([
      ["professional", "Professional"],
      ["casual", "Casual"],
      ["friendly", "Friendly"],
      ["inspiring", "Inspiring"],
      ["humorous", "Humorous"],
    ]);
  });

  it("starts on a LinkedIn social post in a professional tone", () => {
    expect(defaultRequest).toEqual({ contentType: "social-post", topic: "", platform: "linkedin", tone: "professional" });
  });

  it.each([
    [contentTypes, "email", "Email Newsletter"],
    [platforms, "twitter", "Twitter/X"],
    [tones, "humorous", "Humorous"],
  ] as const)("labels %#: %s → %s", (options, value, label) => {
    expect(optionLabel<string>(options, value)).toBe(label);
  });
});

describe("the preview's account", () => {
  it.each([
    ["Lexa", "L", "lexa"],
    ["Acme Dental Care", "AD", "acmedentalcare"],
    ["  north  star ", "NS", "northstar"],
    ["", "", "yourbrand"],
  ])("%j → %s, @%s", (name, initials, handle) => {
    expect(initialsOf(name)).toBe(initials);
    expect(handleOf(name)).toBe(handle);
  });
});
