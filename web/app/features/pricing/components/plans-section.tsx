import { useState } from "react";
import { Section } from "~/components/ui/section";
import { siteClaims } from "~/lib/site-claims";
import { plans, type BillingPeriod } from "../plans";
import { BillingToggle } from "./billing-toggle";
import { PlanCard } from "./plan-card";

/** The billing toggle and the three plan cards; prerendered with monthly prices. */
export function PlansSection() {
  const [billing, setBilling] = useState<BillingPeriod>("monthly");

  return (
    <Section
      id="plans"
      title="Choose Your Plan"
      intro={`Start with the service you need most and add more as you grow. Every plan includes setup in ${siteClaims().setupTime} and our dedicated support team.`}
    >
      <BillingToggle value={billing} onChange={setBilling} />
      <ul className="mx-auto mt-12 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-stretch lg:gap-6">
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} billing={billing} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
