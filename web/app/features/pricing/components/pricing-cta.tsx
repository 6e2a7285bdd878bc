import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ScheduleDemoButton } from "~/features/leads";
import { brand } from "~/lib/brand";
import { siteClaims } from "~/lib/site-claims";
import { serviceCatalogue } from "~/lib/services";

/** The closing call to action: book a live demo, or try one of the five demos now. */
export function PricingCta() {
  return (
    <section aria-labelledby="pricing-cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 id="pricing-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Not Sure Which Plan Fits?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">
          Book a 30-minute live demo and we&apos;ll show you what {brand().siteName} would automate in your business,
          with numbers for your team. {siteClaims().businesses} businesses have already made the switch.
        </p>
        <div className="mt-8 flex justify-center">
          <ScheduleDemoButton service="general" variant="outline" size="lg" className="border-transparent text-foreground" />
        </div>
        <h3 className="mt-12 text-base font-semibold">Or try a live demo right now</h3>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {serviceCatalogue.map((s) => (
            <li key={s.slug}>
              <Link
                to={`${s.link}/demo`}
                className="inline-flex items-center gap-1.5 rounded-full border border-white/50 px-4 py-2 text-sm font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {s.title}
                <span className="sr-only"> demo</span>
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
