// @vitest-environment jsdom
// (reads the catalogue and brand from the page's meta tags)
import { describe, expect, it } from "vitest";
import { brand } from "~/lib/brand";
import { configuredCatalogueFigures, installCatalogue, withCatalogue } from "~/test/fixtures";
import { offerCatalogSchema } from "./offer-catalog";

withCatalogue();

describe("offerCatalogSchema", () => {
  it("describes each plan as a monthly USD offer on /pricing", () => {
    const schema = offerCatalogSchema();
    const url = `${brand().baseUrl}/pricing`;
    expect(schema["@type"]).toBe("OfferCatalog");
    expect(schema.url).toBe(url);
    expect(schema.itemListElement.map((o) => [o.name, o.price, o.priceCurrency, o.url])).toEqual([
      ["Starter", "299", "USD", url],
      ["Professional", "699", "USD", url],
      ["Enterprise", "1499", "USD", url],
    ]);
    expect(schema.itemListElement[0]?.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      price: "299",
      priceCurrency: "USD",
      billingDuration: "P1M",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    });
  });

  it("quotes the catalogue's prices, whatever they are", () => {
    installCatalogue(configuredCatalogueFigures);
    expect(offerCatalogSchema().itemListElement.map((o) => [o.price, o.priceSpecification.price])).toEqual([
      ["123", "123"],
      ["456", "456"],
      ["789", "789"],
    ]);
  });

  it("is plain JSON", () => {
    const schema = offerCatalogSchema();
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });
});
