import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import { serviceCatalogue } from "~/lib/services";
import { ServiceCard } from "./service-card";

/**
 * Six columns on wide screens so the two featured services share the first row at
 * half width each and the other three fill the second row; on two-column screens the
 * odd fifth card sits centred instead of leaving a hole.
 */
const spanClass = (featured: boolean) =>
  featured ? "lg:col-span-3" : "lg:col-span-2 sm:max-lg:last:col-span-2 sm:max-lg:last:mx-auto sm:max-lg:last:w-[calc(50%-0.75rem)]";

export function ServicesGrid() {
  return (
    <Section
      id="services"
      title="Five AI Services. One Partner."
      intro="Pick the work that eats most of your week and hand it to an AI agent that never calls in sick, or automate all five and run your business on autopilot."
      className="bg-background"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {serviceCatalogue.map((s) => (
          <li key={s.slug} className={spanClass(s.featured)}>
            <ServiceCard service={s} />
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-3 text-center">
        <Link to="/pricing" className={cn(buttonVariants({ size: "lg" }), "w-full sm:w-auto")}>
          Get All Platforms
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        <p className="text-sm text-balance text-muted-foreground">30-day free trial • No credit card required • Cancel anytime</p>
      </div>
    </Section>
  );
}
