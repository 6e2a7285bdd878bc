import type { Feature } from "~/components/marketing/feature-grid";
import type { LucideIcon } from "lucide-react";
import type { DemoService } from "~/features/leads";
import { serviceDemoRoute, serviceRoute, serviceTypeName, type ServiceType } from "~/lib/service-types";
import type { Faq } from "~/lib/structured-data";

/** A feature card of a service page. */
export type ServiceFeature = Feature;

export interface ServiceStep {
  title: string;
  description: string;
}

export interface ServiceAudience {
  icon: LucideIcon;
  title: string;
  /** The problem this kind of business has today. */
  pain: string;
  /** One concrete scenario, told as it happens. */
  useCase: string;
}

export interface ServiceStat {
  value: string;
  label: string;
}

/** Everything a service page says; the template in ../components lays it out. */
export interface ServicePageContent {
  slug: ServiceType;
  /** The type's display name. */
  name: string;
  demoService: DemoService;
  /** Label of the hero and closing demo buttons; the kit's default when absent. */
  demoLabel?: string;
  path: string;
  demoPath: string;
  metaDescription: string;
  headline: string;
  intro: string;
  image: { src: string; alt: string };
  stats: readonly ServiceStat[];
  featuresTitle: string;
  featuresIntro: string;
  features: readonly ServiceFeature[];
  stepsIntro: string;
  steps: readonly ServiceStep[];
  integrations: readonly string[];
  audiencesIntro: string;
  audiences: readonly ServiceAudience[];
  faqs: readonly Faq[];
  ctaTitle: string;
  ctaBody: string;
}

/** What a service page takes from the service-type table: its type, name, demo service and routes. */
export function servicePageBasics(type: ServiceType): Pick<ServicePageContent, "slug" | "name" | "demoService" | "path" | "demoPath"> {
  return { slug: type, name: serviceTypeName(type), demoService: type, path: serviceRoute(type), demoPath: serviceDemoRoute(type) };
}
