import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useAuth } from "~/providers/auth-provider";
import { notSubscribed, type CheckedSubscription, type SubscriptionFacts } from "./subscription-facts";

/** The subscription status as every screen reads it. */
export interface SubscriptionState extends SubscriptionFacts {
  /** True until the first check for the signed-in user settles (and while the auth state loads). */
  loading: boolean;
  /** Checks again now (after a checkout); does nothing when signed out. */
  refresh: () => Promise<void>;
}

export const noSubscription: SubscriptionState = { ...notSubscribed, loading: false, refresh: async () => {} };

export const SubscriptionContext = createContext<SubscriptionState>(noSubscription);

export function useSubscription(): SubscriptionState {
  return useContext(SubscriptionContext);
}

export { CHECK_FAILED_MESSAGE, SUBSCRIPTION_RECHECK_MS } from "./subscription-facts";

// The query (TanStack Query, the API client, schemas, catalogue) loads only for a
// signed-in user, so anonymous pages neither download it nor make a request.
const loadQuery = () => import("./subscription-query");
const SubscriptionQuery = lazy(() => loadQuery().then((m) => ({ default: m.SubscriptionQuery })));

/**
 * The signed-in user's subscription (docs/product.md, "Subscription"): checked when a user signs in
 * (or another user does), every 60 seconds while signed in, and on `refresh()`; with no
 * session it is "not subscribed" and nothing is asked. A failed check keeps what we knew
 * and shows 'Failed to check subscription status' once, not at every failing interval.
 * The checks are TanStack Query's (subscription-query.tsx); this provider mirrors the
 * answer for every screen, so that pages without a session never load TanStack Query.
 */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const userId = auth.status === "signedIn" ? (auth.user?.id ?? null) : null;
  const [checked, setChecked] = useState<CheckedSubscription | null>(null);

  const refresh = useCallback(async () => {
    if (!userId) return;
    const { refetchSubscription } = await loadQuery();
    const answer = await refetchSubscription(userId);
    if (answer) setChecked(answer);
  }, [userId]);

  const mine = userId !== null && checked?.userId === userId ? checked : null;
  const loading = auth.status === "loading" || (userId !== null && !mine);
  const facts = mine?.facts ?? notSubscribed;

  const value = useMemo<SubscriptionState>(() => ({ ...facts, loading, refresh }), [facts, loading, refresh]);
  return (
    <SubscriptionContext.Provider value={value}>
      {userId && (
        <Suspense fallback={null}>
          <SubscriptionQuery userId={userId} onChecked={setChecked} />
        </Suspense>
      )}
      {children}
    </SubscriptionContext.Provider>
  );
}
