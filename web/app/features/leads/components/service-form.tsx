import type { ServiceType } from "~/lib/service-types";
import { ContactForm } from "./contact-form";

/**
 * The contact form embedded in a service's landing page: compact, and the message is
 * filed under that service (service_interest) for the sales team.
 */
export function ServiceForm({ service, className }: { service: ServiceType; className?: string }) {
  return <ContactForm service={service} compact className={className} />;
}
