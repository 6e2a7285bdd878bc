import { isServiceType, serviceTypes, type ServiceType } from "~/lib/service-types";

/** The services a demo or a contact can be about: one of the types, or "general", the whole platform. */
export type DemoService = ServiceType | "general";

/** Display names of the demo services: the service-type table's, as the server names them too. */
export const demoServiceNames: Readonly<Record<DemoService, string>> = {
  ...(Object.fromEntries(serviceTypes.map((t) => [t.id, t.name])) as Record<ServiceType, string>),
  general: "AI Automation Platform",
};

/** The contact form's service options: the table's types with their names, then all of them. */
export const serviceInterestOptions: readonly { value: ServiceType | "all"; label: string }[] = [
  ...serviceTypes.map((t) => ({ value: t.id, label: t.name })),
  { value: "all", label: "All services" },
];

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

/** The service a ?interest= value pre-selects, if it is one of the five types. */
export function interestFromParam(value: string | null): string {
  return isServiceType(value) ? value : "";
}

/** The plan name a ?plan= value names, if it is one of the three. */
export function planFromParam(value: string | null): string | null {
  return value && Object.hasOwn(plans, value) ? plans[value as keyof typeof plans] : null;
}
