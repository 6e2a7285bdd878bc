import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { billingText } from "../billing-messages";

/** The dashboard's invitation for a user without a subscription: 'Start Your Free Trial', 'View Plans'. */
export function FreeTrialBanner({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="free-trial-heading"
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-primary/30 bg-accent p-6 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <div>
        <h2 id="free-trial-heading" className="text-xl font-semibold text-accent-foreground">
          {billingText.bannerTitle}
        </h2>
        <p className="mt-1 text-foreground">{billingText.bannerText}</p>
      </div>
      <Link to="/pricing" className={cn(buttonVariants(), "shrink-0")}>
        {billingText.viewPlans}
      </Link>
    </section>
  );
}
