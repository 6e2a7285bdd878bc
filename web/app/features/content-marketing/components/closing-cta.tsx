import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ScheduleDemoButton } from "~/features/leads";
import { cn } from "~/lib/cn";
import { siteClaims } from "~/lib/site-claims";
import { serviceTypeId } from "~/lib/service-types";

/** The last band of the page: the lasting 'Schedule Live Demo' button and the spec's footer claim. */
export function ClosingCta() {
  const { businesses } = siteClaims();
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <h2 id="closing-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Stop Staring at a Blank Post?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">
          Join {businesses} businesses that let AI handle the busywork. See a month of your content planned in a 30-minute
          live demo.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ScheduleDemoButton
            service={serviceTypeId.contentMarketing}
            size="lg"
            className="bg-background text-primary hover:bg-accent"
          />
          <Link
            to="/pricing"
            className={cn(
              buttonVariants({ variant: "outline", size: "lg" }),
              "border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-hover",
            )}
          >
            View Pricing
          </Link>
        </div>
        <p className="mt-8 text-sm font-medium">No content experience needed • No social accounts to connect • Cancel anytime</p>
      </div>
    </section>
  );
}
