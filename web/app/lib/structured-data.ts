import { brand } from "./brand";
import { absoluteUrl } from "./meta";

/** schema.org Organization for the business running this site. */
export function organizationSchema() {
  const { siteName, baseUrl, contactEmail, contactPhone, contactCity, socialUrl } = brand();
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteName,
    url: absoluteUrl(baseUrl, "/"),
    logo: absoluteUrl(baseUrl, "/favicon.svg"),
    email: contactEmail,
    telephone: contactPhone,
    address: { "@type": "PostalAddress", addressLocality: contactCity, addressCountry: "US" },
    sameAs: [socialUrl],
  };
}

/** schema.org Service offered by the organization. */
export function serviceSchema(name: string, description: string, path: string) {
  const { siteName, baseUrl } = brand();
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(baseUrl, path),
    serviceType: "AI business automation",
    areaServed: "US",
    provider: { "@type": "Organization", name: siteName, url: absoluteUrl(baseUrl, "/") },
  };
}

export interface Faq {
  question: string;
  answer: string;
}

/** schema.org FAQPage for a list of questions and answers. */
export function faqPageSchema(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
