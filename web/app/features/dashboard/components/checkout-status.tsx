import { LoaderCircle } from "lucide-react";
import { Link } from "react-router";
import type { CheckoutWait } from "../checkout-wait";
import { checkoutText } from "../dashboard-messages";

/**
 * The dashboard's word on a checkout just made: waiting for the subscription, active, or
 * late with what to do. A status region, so a screen reader hears the change.
 */
export function CheckoutStatus({ state }: { state: CheckoutWait }) {
  const tone =
    state === "late" ? "border-destructive/50 text-destructive" : state === "active" ? "border-primary/40 bg-accent" : "border-border";
  return (
    <div role="status" data-testid="checkout-status" className={`rounded-lg border p-4 ${tone}`}>
      {state === "confirming" && (
        <p className="flex items-center gap-2 font-medium">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-primary" />
          {checkoutText.confirming}
        </p>
      )}
      {state === "active" && (
        <>
          <p className="font-semibold">{checkoutText.active}</p>
          <p className="mt-1 text-sm text-muted-foreground">{checkoutText.activeText}</p>
        </>
      )}
      {state === "late" && (
        <>
          <p className="font-semibold">{checkoutText.late}</p>
          <p className="mt-1 text-sm">
            {checkoutText.lateText}{" "}
            <Link to="/pricing" className="underline">
              {checkoutText.latePricing}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
