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
      "AI receptionists that answer every call in a natural voice, book appointments straight into your calendar and qualify callers around the clock.",
    imageAlt: "A phone call answered by an AI agent that books an appointment",
    features: ["24/7 call answering", "Appointment scheduling", "Lead qualification", "Multi-language support"],
    badge: "Most Popular",
    featured: true,
  },
  [serviceTypeId.recruitment]: {
    title: "AI Recruitment System",
    description:
      "Screen hundreds of resumes in minutes, rank candidates against the job description and schedule interviews without the back-and-forth.",
    imageAlt: "Ranked candidate profiles with match scores",
    features: ["Resume screening", "Candidate ranking", "Interview scheduling", "Bias-aware scoring"],
    badge: "Time Saver",
    featured: true,
  },
  [serviceTypeId.payroll]: {
    title: "Financial Automation",
    description:
      "Capture invoices, match them to purchase orders, run payroll and reconcile accounts with fewer errors and no manual data entry.",
    imageAlt: "An invoice with its extracted fields checked automatically",
    features: ["Invoice data extraction", "Payroll processing", "Expense reconciliation", "Audit-ready records"],
    badge: "Accuracy+",
    featured: false,
  },
  [serviceTypeId.callCenter]: {
    title: "Call Center & Leads",
    description:
      "Score every inbound lead, route hot prospects to the right rep in seconds and follow up automatically until they book.",
    imageAlt: "Leads sorted into hot, warm and cold with their scores",
    features: ["Lead scoring", "Smart call routing", "Automated follow-ups", "CRM sync"],
    badge: "Efficiency",
    featured: false,
  },
  [serviceTypeId.contentMarketing]: {
    title: "Content Marketing AI",
    description:
      "Plan, write and publish on-brand posts, articles and videos on every platform, on schedule, while you run the business.",
    imageAlt: "Social posts for several platforms drafted from one brief",
    features: ["Social media posts", "Blog articles", "Content calendar", "Performance analytics"],
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
