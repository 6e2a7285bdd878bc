// @vitest-environment jsdom
// (reads the catalogue and brand from the page's meta tags)
import { describe, expect, it } from "vitest";
import { brandFields, readBrand } from "./brand";

describe("readBrand", () => {
  it("reads every configured value back from the meta tags the server filled in", () => {
    document.head.innerHTML = brandFields
      .map((f) => `<meta name="${f.meta}" content="value of ${f.key} &amp; more">`)
      .join("");
    const brand = readBrand(document);
    for (const f of brandFields) expect(brand[f.key]).toBe(`value of ${f.key} & more`);
  });

  it("keeps the token for a value the page does not carry", () => {
    document.head.innerHTML = "";
    expect(readBrand(document).siteName).toBe("{{lexa:SITE_NAME}}");
  });
});
