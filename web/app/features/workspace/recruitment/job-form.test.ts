import { describe, expect, it } from "vitest";
import { readJobForm, splitSkills } from "./job-form";

const values = { title: " Senior Go Engineer ", description: "Build our API.", mustHave: "Go, PostgreSQL", niceToHave: "", location: "" };

describe("the job form", () => {
  it("splits skills on commas and lines, trimmed, without empty ones or repeats", () => {
    expect(splitSkills("Go, PostgreSQL,, go \nKubernetes")).toEqual(["Go", "PostgreSQL", "Kubernetes"]);
    expect(splitSkills("  ")).toEqual([]);
  });

  it("reads the form as the API takes it", () => {
    expect(readJobForm(values)).toEqual({
      opening: {
        title: "Senior Go Engineer",
        description: "Build our API.",
        must_have: ["Go", "PostgreSQL"],
        nice_to_have: [],
        location: "",
      },
      errors: {},
    });
  });

  it("asks for a title and a description with the server's messages", () => {
    expect(readJobForm({ ...values, title: " ", description: "" }).errors).toEqual({
      title: "Job title is required",
      description: "Job description is required",
    });
  });

  it("caps the skill lists as the server does", () => {
    const many = Array.from({ length: 31 }, (_, i) => `skill ${i}`).join(",");
    expect(readJobForm({ ...values, mustHave: many, niceToHave: "x".repeat(61) }).errors).toEqual({
      must_have: "List at most 30 skills",
      nice_to_have: "Each skill must be at most 60 characters",
    });
  });
});
