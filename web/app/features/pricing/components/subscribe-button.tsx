import { preloadAuthDialog } from "~/features/auth";
import { billingText, preloadSessionUrls, useNewTabAction } from "~/features/billing";
import { ActionButton } from "~/components/ui/action-button";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { useAuth } from "~/providers/auth-provider";
import { planNameId, type BillingPeriod, type PlanId } from "../plans";

interface SubscribeButtonProps {
  plan: PlanId;
  /** The period the billing toggle shows: the one the checkout is for. */
  billing: BillingPeriod;
  featured?: boolean;
  className?: string;
}

/**
 * A plan card's 'Start Free Trial'. Signed in, it opens checkout for the plan in a new
 * tab (the server answers with the customer portal instead for a user who already has a
 * subscription). Signed out, it opens the sign-in dialog with the spec's toast. Until the
 * auth state is known (and in the prerendered HTML) a click does nothing. The checkout
 * code loads on first hover, focus or click, never for a visitor who only reads the page.
 */
export function SubscribeButton({ plan, billing, featured = false, className }: SubscribeButtonProps) {
  const { status, openAuthDialog } = useAuth();
  const { busy, run } = useNewTabAction(billingText.checkoutFailed);

  const onClick = () => {
    if (status === "signedIn") run((urls) => urls.checkoutUrl(plan, billing));
    else if (status === "signedOut") {
      openAuthDialog("signin");
      void notify.error(billingText.signInToSubscribe, billingText.authRequired);
    }
  };
  const onIntent = () => {
    if (status === "signedIn") preloadSessionUrls();
    else if (status === "signedOut") preloadAuthDialog();
  };

  return (
    <ActionButton
      busy={busy}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-describedby={planNameId(plan)}
      data-plan={plan}
      variant={featured ? "default" : "outline"}
      size="lg"
      className={cn("w-full", className)}
    >
      {billingText.startFreeTrial}
    </ActionButton>
  );
}
