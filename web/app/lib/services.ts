/** The five services, in the order the site lists them. */
export interface ServiceLink {
  slug: "voice-ai" | "recruitment" | "payroll" | "call-center" | "content-marketing";
  title: string;
}

export const serviceLinks: readonly ServiceLink[] = [
  { slug: "voice-ai", title: "Voice AI Agents" },
  { slug: "recruitment", title: "AI Recruitment System" },
  { slug: "payroll", title: "Financial Automation" },
  { slug: "call-center", title: "Call Center & Leads" },
  { slug: "content-marketing", title: "Content Marketing AI" },
];

export function serviceRoute(slug: ServiceLink["slug"]): string {
  return `/services/${slug}`;
}
