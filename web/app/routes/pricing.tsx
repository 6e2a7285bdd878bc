import { Accordion } from "~/components/ui/accordion";
import { Section } from "~/components/ui/section";
import { offerCatalogSchema } from "~/features/pricing/offer-catalog";
import { PlansSection } from "~/features/pricing/components/plans-section";
import { PricingCta } from "~/features/pricing/components/pricing-cta";
import { pricingFaqs } from "~/features/pricing/components/pricing-faqs";
import { PricingHero } from "~/features/pricing/components/pricing-hero";
import { useCheckoutReturn } from "~/features/pricing/use-checkout-return";
import { RoiCalculator } from "~/features/roi/components/roi-calculator";
import { pageMeta } from "~/lib/meta";
import { siteClaims } from "~/lib/site-claims";
import { faqPageSchema } from "~/lib/structured-data";

export const meta = () =>
  pageMeta({
    title: "Pricing",
    description:
      "Simple plans for AI business automation: Starter, Professional and Enterprise. Save on annual billing. 30-day free trial, no credit card required, cancel anytime.",
    path: "/pricing",
    structuredData: [faqPageSchema(pricingFaqs()), offerCatalogSchema()],
  });

export default function Page() {
  useCheckoutReturn();
  return (
    <main>
      <PricingHero />
      <PlansSection />
      <Section
        id="roi"
        title="Calculate Your ROI"
        intro={`See how quickly automation pays for itself. Most of our customers reach full ROI within ${siteClaims().timeToRoi}.`}
        className="bg-muted"
      >
        <RoiCalculator service="general" />
      </Section>
      <Section id="faq" title="Frequently Asked Questions" intro="Everything you need to know about plans, trials and billing.">
        <div className="mx-auto max-w-3xl">
          <Accordion items={pricingFaqs()} headingLevel={3} />
        </div>
      </Section>
      <PricingCta />
    </main>
  );
}
