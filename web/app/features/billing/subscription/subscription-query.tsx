import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { notify } from "~/lib/notify";
import { getQueryClient, QueryProvider } from "~/providers/query-provider";
import { CHECK_FAILED_MESSAGE, notSubscribed, SUBSCRIPTION_RECHECK_MS, type CheckedSubscription } from "./subscription-facts";
import { checkSubscription } from "./subscription-requests";

// The subscription's server side, on TanStack Query, in a chunk of its own: the
// subscription provider (every page) loads it only once a user is signed in.

/**
 * GET /api/subscription for one user (the key names them, and lib/account-change clears
 * the cache between accounts): checked at sign-in, then every 60 seconds while signed in,
 * whether or not the tab is in front, as the spec's timer did. Never retried: the next
 * interval is the retry.
 */
const subscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: ["subscription", userId],
    queryFn: checkSubscription,
    refetchInterval: SUBSCRIPTION_RECHECK_MS,
    refetchIntervalInBackground: true,
    retry: false,
  });

/** Checks now (after a checkout); the answer, or undefined when the check failed (the query reports it). */
export async function refetchSubscription(userId: string): Promise<CheckedSubscription | undefined> {
  try {
    const facts = await getQueryClient().fetchQuery({ ...subscriptionQuery(userId), staleTime: 0 });
    return { userId, facts };
  } catch {
    return undefined;
  }
}

function SubscriptionCheck({ userId, onChecked }: SubscriptionQueryProps) {
  const query = useQuery(subscriptionQuery(userId));
  const failed = query.status === "error";

  // Said once when checks start failing, not at every failing interval; a success in
  // between makes the next failure news again.
  useEffect(() => {
    if (failed) void notify.error(CHECK_FAILED_MESSAGE);
  }, [failed]);

  // A failed check keeps what we knew (TanStack Query keeps the data); a first check that
  // failed settles as not subscribed, so no page waits for ever.
  const facts = query.data ?? (failed ? notSubscribed : undefined);
  useEffect(() => {
    if (facts) onChecked({ userId, facts });
  }, [onChecked, userId, facts]);
  return null;
}

interface SubscriptionQueryProps {
  userId: string;
  onChecked: (checked: CheckedSubscription) => void;
}

/** Mounted by the subscription provider while a user is signed in; renders nothing, reports answers. */
export function SubscriptionQuery(props: SubscriptionQueryProps) {
  return (
    <QueryProvider>
      <SubscriptionCheck {...props} />
    </QueryProvider>
  );
}
