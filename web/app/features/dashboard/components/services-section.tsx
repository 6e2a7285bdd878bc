import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import type { Service } from "../api/service";
import { serviceText } from "../dashboard-messages";
import { AddServiceButton } from "./add-service-button";
import { ServiceRow } from "./service-row";

interface ServicesSectionProps {
  /** Undefined when the list could not be loaded. */
  services: Service[] | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** 'Your Services': 'Add Service' and the list, newest first, or what to do when it is empty. */
export function ServicesSection({ services, failed, retrying, onRetry }: ServicesSectionProps) {
  return (
    <section aria-labelledby="services-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="services-heading" className="text-xl font-semibold">
          {serviceText.heading}
        </h2>
        <AddServiceButton />
      </div>
      <div className="mt-4">
        {failed ? (
          <Card>
            <LoadFailed message={serviceText.loadFailed} retryLabel={serviceText.tryAgain} onRetry={onRetry} retrying={retrying} />
          </Card>
        ) : services && services.length > 0 ? (
          <ul className="grid gap-4">
            {services.map((service) => (
              <ServiceRow key={service.id} service={service} />
            ))}
          </ul>
        ) : (
          <Card className="border-dashed text-center">
            <h3 className="font-semibold">{serviceText.emptyTitle}</h3>
            <p className="mt-1 text-muted-foreground">{serviceText.emptyText}</p>
          </Card>
        )}
      </div>
    </section>
  );
}
