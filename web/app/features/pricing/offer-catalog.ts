import { brand } from "~/lib/brand";
import { catalogueText } from "~/lib/catalogue";
import { absoluteUrl } from "~/lib/meta";
import { PLAN_CURRENCY, plans, type Plan } from "./plans";

/**
 * schema.org OfferCatalog of the three plans at their monthly prices, for the /pricing
 * page's JSON-LD. Prices are the catalogue's, as strings, as schema.org recommends, so a
 * price is never "1499.0".
 */
export function offerCatalogSchema(catalogue: readonly Plan[] = plans) {
  const { siteName, baseUrl } = brand();
  const prices = catalogueText().plans;
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
      price: prices[plan.id].monthlyAmount,
      priceCurrency: PLAN_CURRENCY,
      url,
      availability: "https://schema.org/InStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: prices[plan.id].monthlyAmount,
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
