/**
 * The five services as the site presents them: the home grid, the footer and the
 * service pages all read this catalogue. Titles, badges and featured flags are the spec's.
 */
export type ServiceSlug = "voice-ai" | "recruitment" | "payroll" | "call-center" | "content-marketing";

export interface ServiceCatalogueItem {
  slug: ServiceSlug;
  title: string;
  description: string;
  /** Illustration under /images/services, 480×320 SVG. */
  image: string;
  imageAlt: string;
  features: readonly string[];
  badge: string;
  link: string;
  featured: boolean;
}

export const serviceCatalogue: readonly ServiceCatalogueItem[] = [
  {
    slug: "voice-ai",
    title: "Voice AI Agents",
    description:
      "AI receptionists that answer every call in a natural voice, book appointments straight into your calendar and qualify callers around the clock.",
    image: "/images/services/voice-ai.svg",
    imageAlt: "A phone call answered by an AI agent that books an appointment",
    features: ["24/7 call answering", "Appointment scheduling", "Lead qualification", "Multi-language support"],
    badge: "Most Popular",
    link: "/services/voice-ai",
    featured: true,
  },
  {
    slug: "recruitment",
    title: "AI Recruitment System",
    description:
      "Screen hundreds of resumes in minutes, rank candidates against the job description and schedule interviews without the back-and-forth.",
    image: "/images/services/recruitment.svg",
    imageAlt: "Ranked candidate profiles with match scores",
    features: ["Resume screening", "Candidate ranking", "Interview scheduling", "Bias-aware scoring"],
    badge: "Time Saver",
    link: "/services/recruitment",
    featured: true,
  },
  {
    slug: "payroll",
    title: "Financial Automation",
    description:
      "Capture invoices, match them to purchase orders, run payroll and reconcile accounts with fewer errors and no manual data entry.",
    image: "/images/services/payroll.svg",
    imageAlt: "An invoice with its extracted fields checked automatically",
    features: ["Invoice data extraction", "Payroll processing", "Expense reconciliation", "Audit-ready records"],
    badge: "Accuracy+",
    link: "/services/payroll",
    featured: false,
  },
  {
    slug: "call-center",
    title: "Call Center & Leads",
    description:
      "Score every inbound lead, route hot prospects to the right rep in seconds and follow up automatically until they book.",
    image: "/images/services/call-center.svg",
    imageAlt: "Leads sorted into hot, warm and cold with their scores",
    features: ["Lead scoring", "Smart call routing", "Automated follow-ups", "CRM sync"],
    badge: "Efficiency",
    link: "/services/call-center",
    featured: false,
  },
  {
    slug: "content-marketing",
    title: "Content Marketing AI",
    description:
      "Plan, write and publish on-brand posts, articles and videos on every platform, on schedule, while you run the business.",
    image: "/images/services/content-marketing.svg",
    imageAlt: "Social posts for several platforms drafted from one brief",
    features: ["Social media posts", "Blog articles", "Content calendar", "Performance analytics"],
    badge: "Growth",
    link: "/services/content-marketing",
    featured: false,
  },
];

export function serviceRoute(slug: ServiceSlug): string {
  return `/services/${slug}`;
}
