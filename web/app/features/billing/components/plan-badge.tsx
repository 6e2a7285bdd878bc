import { Badge } from "~/components/ui/badge";
import { useSubscription } from "../subscription/subscription-context";
import { billingText } from "../billing-messages";
import { subscriptionNotes } from "../subscription-notes";

/**
 * A subscriber's plan as a badge ('Professional'), with quiet notes beside it for a
 * trial ('Trial ends Dec 23, 2026') or a subscription set to cancel ('Cancels on …').
 * Renders nothing when not subscribed.
 */
export function PlanBadge() {
  const subscription = useSubscription();
  if (!subscription.subscribed) return null;
  const notes = subscriptionNotes(subscription);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="sr-only">{billingText.yourPlan}</span>
      <Badge data-testid="plan-badge" className="px-3 py-1 text-sm">
        {subscription.currentPlan?.name ?? billingText.freeTrial}
      </Badge>
      {notes.map((note) => (
        <span key={note} className="text-muted-foreground">
          {note}
        </span>
      ))}
    </p>
  );
}
