import { CheckCircle2 } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { ScheduleDemoButton } from "~/features/leads";
import { cn } from "~/lib/cn";
import { siteClaims } from "~/lib/site-claims";

// "Setup in …" is the operator's promise (SITE_CLAIMS_FILE).
const promises = () => ["30-day free trial", "No credit card required", `Setup in ${siteClaims().setupTime}`, "Cancel anytime"];

export function PricingHero() {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_28rem] lg:px-8">
        <div>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Simple, Transparent Pricing</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
            One monthly price for AI that answers your phones, screens your candidates and scores every lead.
            Businesses like yours cut costs by {siteClaims().costReduction} on average and see full ROI within{" "}
            {siteClaims().timeToRoi}.
          </p>
          <ul className="mt-6 grid max-w-xl grid-cols-2 gap-x-6 gap-y-2 text-sm font-medium sm:flex sm:flex-wrap">
            {promises().map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-hidden />
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#plans" className={cn(buttonVariants({ size: "lg" }))}>
              Compare Plans
            </a>
            <ScheduleDemoButton service="general" variant="outline" size="lg" />
          </div>
        </div>
        <img
          src="/images/pricing/plans-growth.svg"
          width={480}
          height={360}
          alt=""
          loading="lazy" // hidden on phones; lazy also keeps React from preloading it
          className="hidden h-auto w-full max-w-md lg:block"
        />
      </div>
    </section>
  );
}
