import { pageMeta } from "~/lib/meta";
import { faqPageSchema, serviceSchema } from "~/lib/structured-data";
import { ServicePage } from "./components/service-page";
import type { ServicePageContent } from "./content/types";

// What the service route modules (routes/services/<slug>.tsx) share: each names its
// content and gets its page's meta and component from here.

/** The page's title, description, canonical path, and its Service and FAQPage structured data. */
export function serviceMeta(content: () => ServicePageContent) {
  return () => {
    const { name, metaDescription, path, faqs } = content();
    return pageMeta({
      title: name,
      description: metaDescription,
      path,
      structuredData: [serviceSchema(name, metaDescription, path), faqPageSchema(faqs)],
    });
  };
}

/** The route's component: the shared service page over the content. */
export function servicePage(content: () => ServicePageContent) {
  return function Page() {
    return <ServicePage content={content()} />;
  };
}
