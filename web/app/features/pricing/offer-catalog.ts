import { brand } from "~/lib/brand";
import { absoluteUrl } from "~/lib/meta";
import { PLAN_CURRENCY, plans, type Plan } from "./plans";

/**
 * schema.org OfferCatalog of the three plans at their monthly prices, for the /pricing
 * page's JSON-LD. Prices are strings, as schema.org recommends, so "299" is never "299.0".
 */
export function offerCatalogSchema(catalogue: readonly Plan[] = plans) {
  const { siteName, baseUrl } = brand();
  const url = absoluteUrl(baseUrl, "/pricing");
  return {
    "@context": "https://schema.org",
    "@type": "OfferCatalog",
    name: `${siteName} plans`,
    url,
    itemListElement: catalogue.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.description,
      price: String(plan.monthly),
      priceCurrency: PLAN_CURRENCY,
      url,
      availability: "https://schema.org/InStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: String(plan.monthly),
        priceCurrency: PLAN_CURRENCY,
        billingDuration: "P1M",
        // UN/CEFACT "MON": the price is per one month.
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
      itemOffered: {
        "@type": "Service",
        name: `${siteName} ${plan.name}`,
        serviceType: "AI business automation",
        provider: { "@type": "Organization", name: siteName, url: absoluteUrl(baseUrl, "/") },
      },
    })),
  };
}
