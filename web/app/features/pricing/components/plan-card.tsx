import { Check } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { billingText, ManageSubscriptionButton, useSubscription } from "~/features/billing";
import { catalogueText } from "~/lib/catalogue";
import { cn } from "~/lib/cn";
import { planInclusions } from "../inclusions";
import { planNameId, type BillingPeriod, type Plan } from "../plans";
import { SubscribeButton } from "./subscribe-button";

export function PlanCard({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const annual = billing === "annual";
  // The catalogue's figures, worked out by the server; tokens while prerendering.
  const price = catalogueText().plans[plan.id];
  const perMonth = annual ? price.annualPerMonth : price.monthly;
  // The subscriber's own plan (either period): marked, and managed in the portal.
  const current = useSubscription().currentPlan?.tier === plan.id;

  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn(
        "relative flex h-full flex-col p-6 sm:p-8",
        plan.featured && "border-2 border-primary shadow-xl ring-4 ring-primary/10 lg:-my-4 lg:py-12",
      )}
    >
      {plan.badge && (
        <Badge variant={plan.featured ? "default" : "secondary"} className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 whitespace-nowrap shadow-sm">
          {plan.badge}
        </Badge>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={planNameId(plan.id)} className="text-2xl font-bold">
          {plan.name}
        </h3>
        {current && <Badge variant="success">{billingText.currentPlan}</Badge>}
      </div>
      <p className="mt-2 text-muted-foreground">{plan.description}</p>

      <div className="mt-6" data-testid={`plan-${plan.id}-price`}>
        <p className="flex items-baseline gap-1">
          <span className="text-5xl font-bold tracking-tight">{perMonth}</span>
          <span className="text-lg text-muted-foreground">/month</span>
        </p>
        {annual ? (
          <>
            <p className="mt-2 text-sm text-muted-foreground">{price.annual} billed annually</p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-success">
              <span>Save {price.annualSaving}</span>
              <Badge variant="success">{price.percentOff}% off</Badge>
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted-foreground">Billed monthly</p>
            {/* Keeps the cards the same height when the toggle switches to annual. */}
            <p className="mt-2 h-[22px] text-sm" aria-hidden />
          </>
        )}
      </div>

      <div className="mt-6" data-testid={`plan-${plan.id}-inclusions`}>
        <h4 id={`plan-${plan.id}-inclusions`} className="text-sm font-semibold">
          Included each month
        </h4>
        <dl className="mt-2 space-y-1.5 text-sm" aria-labelledby={`plan-${plan.id}-inclusions`}>
          {planInclusions(plan.id).map((i) => (
            <div key={i.service} className="flex flex-wrap justify-between gap-x-3" data-testid={`plan-${plan.id}-includes-${i.service}`}>
              <dt className={cn(!i.included && "text-muted-foreground")}>{i.name}</dt>
              <dd className={cn("font-medium", !i.included && "font-normal text-muted-foreground")}>{i.text}</dd>
            </div>
          ))}
        </dl>
      </div>

      <ul className="mt-6 flex-1 space-y-3" aria-label={`${plan.name} features`}>
        {plan.features.map((f) => (
          <li key={f} className="flex gap-3 text-sm">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
            <span>{f}</span>
          </li>
        ))}
      </ul>

      <div className="mt-8">
        {current ? (
          <ManageSubscriptionButton
            aria-describedby={planNameId(plan.id)}
            data-plan={plan.id}
            variant={plan.featured ? "default" : "outline"}
            size="lg"
            className="w-full"
          />
        ) : (
          <SubscribeButton plan={plan.id} billing={billing} featured={plan.featured} />
        )}
        <p className="mt-3 text-center text-xs text-muted-foreground">30-day free trial • No credit card required</p>
      </div>
    </Card>
  );
}
