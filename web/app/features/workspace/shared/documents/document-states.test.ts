import { describe, expect, it } from "vitest";
import { anyWorking, MAX_FILE_BYTES, MAX_IMAGE_BYTES, precheckFiles, progressLine, stateWord } from "./document-states";

const docs = (...states: string[]) => states.map((state) => ({ state }));

describe("document states", () => {
  it("says each state in words, and an unknown one as sent", () => {
    expect(["queued", "analysing", "done", "failed", "no_text", "archived"].map(stateWord)).toEqual([
      "Queued",
      "Analysing…",
      "Done",
      "Failed",
      "No text found",
      "archived",
    ]);
  });

  it("polls only while a document is queued or analysing", () => {
    expect(anyWorking(docs("done", "queued"))).toBe(true);
    expect(anyWorking(docs("done", "analysing"))).toBe(true);
    expect(anyWorking(docs("done", "failed", "no_text"))).toBe(false);
    expect(anyWorking([])).toBe(false);
  });

  it("counts failed and textless documents as finished", () => {
    expect(progressLine(docs("done", "queued", "analysing"))).toBe("1 of 3 analysed");
    expect(progressLine(docs("done", "failed", "no_text"))).toBe("3 of 3 analysed");
    expect(progressLine([])).toBe("");
  });
});

describe("precheckFiles", () => {
  const file = (name: string, size = 100) => ({ name, size });

  it("asks for at least one file and at most ten", () => {
    expect(precheckFiles([])).toBe("Choose at least one file.");
    expect(precheckFiles(Array.from({ length: 11 }, (_, i) => file(`r${i}.pdf`)))).toBe("Upload at most 10 files at once.");
    expect(precheckFiles(Array.from({ length: 10 }, (_, i) => file(`r${i}.pdf`)))).toBeNull();
  });

  it("names an empty file and one over 5 MB", () => {
    expect(precheckFiles([file("a.pdf"), file("b.pdf", 0)])).toBe("b.pdf: the file is empty.");
    expect(precheckFiles([file("big.pdf", MAX_FILE_BYTES + 1)])).toBe("big.pdf: the file is larger than 5 MB.");
    expect(precheckFiles([file("ok.pdf", MAX_FILE_BYTES)])).toBeNull();
  });

  it("lets a scan or a photo be 10 MB, by its type or else its name", () => {
    expect(precheckFiles([file("photo.JPG", MAX_IMAGE_BYTES)])).toBeNull();
    expect(precheckFiles([{ name: "scan", size: MAX_IMAGE_BYTES, type: "image/png" }])).toBeNull();
    expect(precheckFiles([file("photo.jpeg", MAX_IMAGE_BYTES + 1)])).toBe("photo.jpeg: the image is larger than 10 MB.");
    expect(precheckFiles([{ name: "photo.png", size: MAX_FILE_BYTES + 1, type: "application/pdf" }])).toBe(
      "photo.png: the file is larger than 5 MB.",
    );
  });
});
