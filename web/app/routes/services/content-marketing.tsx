import { ClosingCta } from "~/features/content-marketing/components/closing-cta";
import { ContentTypes } from "~/features/content-marketing/components/content-types";
import { FaqSection } from "~/features/content-marketing/components/faq-section";
import { FeatureGrid } from "~/features/content-marketing/components/feature-grid";
import { GetStarted } from "~/features/content-marketing/components/get-started";
import { Hero } from "~/features/content-marketing/components/hero";
import { HowItWorks } from "~/features/content-marketing/components/how-it-works";
import { PlatformCards } from "~/features/content-marketing/components/platform-cards";
import { StatsStrip } from "~/features/content-marketing/components/stats-strip";
import { faqs, serviceDescription, serviceName } from "~/features/content-marketing/content";
import { pageMeta } from "~/lib/meta";
import { faqPageSchema, serviceSchema } from "~/lib/structured-data";
import { serviceRoute, serviceTypeId } from "~/lib/service-types";

const path = serviceRoute(serviceTypeId.contentMarketing);

export const meta = () =>
  pageMeta({
    title: serviceName,
    description:
      "AI that drafts on-brand posts for Facebook, Instagram, LinkedIn, X and TikTok, plus blog intros, newsletters and ad copy, and plans them on a content calendar. 30-day free trial.",
    path,
    structuredData: [serviceSchema(serviceName, serviceDescription, path), faqPageSchema(faqs)],
  });

export default function Page() {
  return (
    <main>
      <Hero />
      <StatsStrip />
      <FeatureGrid />
      <ContentTypes />
      <PlatformCards />
      <HowItWorks />
      <FaqSection />
      <GetStarted />
      <ClosingCta />
    </main>
  );
}
