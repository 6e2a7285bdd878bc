import type { ReactNode } from "react";
import type { ServicePageContent } from "../content/types";
import { Audience } from "./audience";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { HowItWorks } from "./how-it-works";
import { ServiceCta } from "./service-cta";
import { ServiceFaq } from "./service-faq";
import { ServiceHero } from "./service-hero";
import { ServiceStats } from "./service-stats";

interface ServicePageProps {
  content: ServicePageContent;
  /** A page's own section (such as the voice page's ROI calculator), shown between the audiences and the FAQ. */
  children?: ReactNode;
}

/** The shared layout of a service page: hero, results, features, steps, audiences, FAQ, call to action. */
export function ServicePage({ content, children }: ServicePageProps) {
  const demo = { demoService: content.demoService, demoLabel: content.demoLabel, demoPath: content.demoPath };
  return (
    <main>
      <ServiceHero name={content.name} headline={content.headline} intro={content.intro} image={content.image} {...demo} />
      <ServiceStats name={content.name} stats={content.stats} />
      <FeatureGrid title={content.featuresTitle} intro={content.featuresIntro} features={content.features} />
      <HowItWorks intro={content.stepsIntro} steps={content.steps} integrations={content.integrations} />
      <Audience intro={content.audiencesIntro} audiences={content.audiences} />
      {children}
      <ServiceFaq faqs={content.faqs} />
      <ServiceCta ctaTitle={content.ctaTitle} ctaBody={content.ctaBody} {...demo} />
    </main>
  );
}
