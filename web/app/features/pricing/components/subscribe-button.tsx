import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { planNameId, type PlanId } from "../plans";

/**
 * A plan card's 'Start Free Trial' button. Until billing lands it sends the visitor to the
 * contact form with the plan filled in; the billing issue replaces this behaviour (Stripe
 * checkout, sign-in check) in this file only, so callers keep `<SubscribeButton plan={id} />`.
 */
export function SubscribeButton({ plan, featured = false, className }: { plan: PlanId; featured?: boolean; className?: string }) {
  return (
    <Link
      to={`/contact?plan=${plan}`}
      aria-describedby={planNameId(plan)}
      data-plan={plan}
      className={cn(buttonVariants({ variant: featured ? "default" : "outline", size: "lg" }), "w-full", className)}
    >
      Start Free Trial
    </Link>
  );
}
