import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { notify } from "~/lib/notify";
import { useAuth } from "~/providers/auth-provider";
import { notSubscribed, type SubscriptionFacts } from "./subscription-facts";

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

/**
 * SPEC.md section 8 "Subscription and checkout", titled 'Error'. Kept here rather than
 * with billing's other words (features/billing/billing-messages.ts): this file is in
 * every page's first load, and those words are needed only by the pages that show them.
 */
export const CHECK_FAILED_MESSAGE = "Failed to check subscription status";

/** SPEC.md section 9 "Timing": the subscription re-check interval. */
export const SUBSCRIPTION_RECHECK_MS = 60_000;

// The requests (API client, schemas, catalogue) load only for a signed-in user, so
// anonymous pages neither download them nor make a request.
const loadRequests = () => import("./subscription-requests");

/** The last check's answer, and whose it is: a new user never sees the previous one's plan. */
interface Checked {
  userId: string;
  facts: SubscriptionFacts;
}

/**
 * The signed-in user's subscription (SPEC.md section 4): checked when a user signs in
 * (or another user does), every 60 seconds while signed in, and on `refresh()`; with no
 * session it is "not subscribed" and nothing is asked. A failed check keeps what we knew
 * and shows 'Failed to check subscription status' once, not at every failing interval.
 */
export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const userId = auth.status === "signedIn" ? (auth.user?.id ?? null) : null;
  const [checked, setChecked] = useState<Checked | null>(null);
  const current = useRef<string | null>(null);
  const latest = useRef(0);
  const failing = useRef(false);

  const check = useCallback(async () => {
    const forUser = current.current;
    if (!forUser) return;
    const mine = ++latest.current;
    const stale = () => mine !== latest.current || forUser !== current.current;
    try {
      const { checkSubscription } = await loadRequests();
      const facts = await checkSubscription();
      if (stale()) return;
      failing.current = false;
      setChecked((prev) => (prev?.userId === forUser && sameFacts(prev.facts, facts) ? prev : { userId: forUser, facts }));
    } catch {
      if (stale()) return;
      if (!failing.current) void notify.error(CHECK_FAILED_MESSAGE);
      failing.current = true;
      // Settled, keeping the last answer for this user (none yet: not subscribed).
      setChecked((prev) => (prev?.userId === forUser ? prev : { userId: forUser, facts: notSubscribed }));
    }
  }, []);

  useEffect(() => {
    current.current = userId;
    failing.current = false;
    if (!userId) return;
    void check();
    const timer = window.setInterval(() => void check(), SUBSCRIPTION_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [userId, check]);

  const mine = userId !== null && checked?.userId === userId ? checked : null;
  const loading = auth.status === "loading" || (userId !== null && !mine);
  const facts = mine?.facts ?? notSubscribed;

  const value = useMemo<SubscriptionState>(() => ({ ...facts, loading, refresh: check }), [facts, loading, check]);
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}

function sameFacts(a: SubscriptionFacts, b: SubscriptionFacts): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
