// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isReturnPath, returnPaths } from "./return-path";

const vectors = JSON.parse(readFileSync(new URL("../../../testdata/return-paths.json", import.meta.url), "utf8")) as {
  allowed: string[];
  refused: string[];
};

describe("return paths", () => {
  it("are the server's list (testdata/return-paths.json)", () => {
    expect([...returnPaths].sort()).toEqual([...vectors.allowed].sort());
  });

  it("refuse everything else", () => {
    for (const path of vectors.refused) expect(isReturnPath(path), path).toBe(false);
  });
});
