/** The services a demo can be about; "general" is the whole platform. */
export type DemoService = "voice-ai" | "recruitment" | "payroll" | "call-center" | "content" | "general";

/** Display names of the demo services (docs/product.md, "The five services"), as the server names them too. */
export const demoServiceNames: Record<DemoService, string> = {
  "voice-ai": "Voice AI Receptionists",
  recruitment: "AI Recruitment System",
  payroll: "Payroll Automation",
  "call-center": "Call Center & Lead Management",
  content: "Content Marketing AI",
  general: "AI Automation Platform",
};

/** The contact form's service options (docs/product.md, "The five services") with readable labels. */
export const serviceInterestOptions = [
  { value: "voice-ai", label: "Voice AI Receptionists" },
  { value: "recruitment", label: "AI Recruitment System" },
  { value: "payroll", label: "Payroll Automation" },
  { value: "call-center", label: "Call Center & Lead Management" },
  { value: "content", label: "Content Marketing AI" },
  { value: "all", label: "All services" },
] as const;

export const companySizeOptions = [
  { value: "1-10", label: "1-10 employees" },
  { value: "11-50", label: "11-50 employees" },
  { value: "51-200", label: "51-200 employees" },
  { value: "201-1000", label: "201-1000 employees" },
  { value: "1000+", label: "1000+ employees" },
] as const;

export const preferredContactOptions = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone call" },
  { value: "demo", label: "Live demo" },
  { value: "meeting", label: "Meeting" },
] as const;

const plans = { starter: "Starter", professional: "Professional", enterprise: "Enterprise" } as const;

/** The service a ?interest= value pre-selects, if it is one of the five. */
export function interestFromParam(value: string | null): string {
  const services = ["voice-ai", "recruitment", "payroll", "call-center", "content"];
  return value && services.includes(value) ? value : "";
}

/** The plan name a ?plan= value names, if it is one of the three. */
export function planFromParam(value: string | null): string | null {
  return value && Object.hasOwn(plans, value) ? plans[value as keyof typeof plans] : null;
}
