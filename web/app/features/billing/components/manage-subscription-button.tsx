import type { ButtonProps } from "~/components/ui/button";
import { billingText } from "../billing-messages";
import { preloadSessionUrls, useNewTabAction } from "../use-new-tab-action";
import { ActionButton } from "~/components/ui/action-button";

type ManageSubscriptionButtonProps = Omit<ButtonProps, "onClick" | "onPointerEnter" | "onFocus" | "children">;

/**
 * 'Manage Subscription' (pricing, dashboard, settings): opens the customer portal in a
 * new tab, or says 'Failed to open subscription management'. Shown only to subscribers.
 */
export function ManageSubscriptionButton(props: ManageSubscriptionButtonProps) {
  const { busy, run } = useNewTabAction(billingText.portalFailed);
  return (
    <ActionButton
      {...props}
      busy={busy}
      onClick={() => run((urls) => urls.portalUrl())}
      onPointerEnter={preloadSessionUrls}
      onFocus={preloadSessionUrls}
    >
      {billingText.manageSubscription}
    </ActionButton>
  );
}
