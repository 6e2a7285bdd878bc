import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";

/** Where checkout now returns (decision 0065): the dashboard, which waits there for the subscription. */
export const CHECKOUT_RETURN_PATH = "/dashboard?checkout=success";

/**
 * Checkout used to return to /pricing?success=true (a Stripe session opened before the change
 * still does): send the customer on to the dashboard, which waits for the subscription and
 * shows the plan as active, instead of leaving them on the pricing page.
 */
export function useCheckoutReturn(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returned = params.get("success") === "true";
  useEffect(() => {
    if (returned) void navigate(CHECKOUT_RETURN_PATH, { replace: true });
  }, [returned, navigate]);
}
