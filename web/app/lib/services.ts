/**
 * The five services as the site presents them: the home grid, the footer and the
 * service pages all read this catalogue. The types and their order are the service-type
 * table's (service-types.ts); the cards' copy (titles, badges, featured flags) is the
 * marketing pages' own, keyed by type.
 */
import { serviceRoute, serviceTypeId, serviceTypes, type ServiceType } from "./service-types";

export interface ServiceCatalogueItem {
  slug: ServiceType;
  title: string;
  description: string;
  /** Illustration under /images/services, 480×320 SVG, named after the type. */
  image: string;
  imageAlt: string;
  features: readonly string[];
  badge: string;
  link: string;
  featured: boolean;
}

type CardCopy = Pick<ServiceCatalogueItem, "title" | "description" | "imageAlt" | "features" | "badge" | "featured">;

const cards: Readonly<Record<ServiceType, CardCopy>> = {
  [serviceTypeId.voiceAi]: {
    title: "Voice AI Agents",
    description:
      "AI receptionists that answer every call to your number, book appointments into their own appointment book and take a message when they cannot help, around the clock.",
    imageAlt: "A phone call answered by an AI agent that books an appointment",
    features: ["24/7 call answering", "Appointment booking", "Emergency calls put through", "Call log with transcripts"],
    badge: "Most Popular",
    featured: true,
  },
  [serviceTypeId.recruitment]: {
    title: "AI Recruitment System",
    description:
      "Screen hundreds of resumes in minutes, rank candidates against the job description and export your shortlist, with the reasons behind every score.",
    imageAlt: "Ranked candidate profiles with match scores",
    features: ["Resume screening", "Candidate ranking", "Explained match scores", "Shortlist export"],
    badge: "Time Saver",
    featured: true,
  },
  [serviceTypeId.payroll]: {
    title: "Financial Automation",
    description:
      "Read invoices from PDFs, scans and photos, check every sum, flag duplicates and export the bills for QuickBooks Online or Xero, with no manual data entry.",
    imageAlt: "An invoice with its extracted fields checked automatically",
    features: ["Invoice data extraction", "Duplicate detection", "QuickBooks and Xero export", "Approve or flag each invoice"],
    badge: "Accuracy+",
    featured: false,
  },
  [serviceTypeId.callCenter]: {
    title: "Call Center & Leads",
    description:
      "Score every inbound lead as it arrives, get an e-mail for each hot one at once and move each lead through your pipeline.",
    imageAlt: "Leads sorted into hot, warm and cold with their scores",
    features: ["Lead scoring", "Hot-lead e-mail alerts", "Pipeline board", "Lead form for your website"],
    badge: "Efficiency",
    featured: false,
  },
  [serviceTypeId.contentMarketing]: {
    title: "Content Marketing AI",
    description:
      "Draft on-brand posts for each of your platforms from one topic, plan them on a content calendar and export it, while you run the business.",
    imageAlt: "Social posts for several platforms drafted from one brief",
    features: ["Social media posts", "Drafts per platform", "Content calendar", "CSV and calendar export"],
    badge: "Growth",
    featured: false,
  },
};

export const serviceCatalogue: readonly ServiceCatalogueItem[] = serviceTypes.map(({ id }) => ({
  slug: id,
  ...cards[id],
  image: `/images/services/${id}.svg`,
  link: serviceRoute(id),
}));
