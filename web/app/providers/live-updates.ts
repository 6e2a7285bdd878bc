import { useContext, useEffect } from "react";
import { createRefresher } from "~/lib/live-refresh";
import { AuthContext } from "./auth-provider";
import { getQueryClient } from "./query-provider";

/**
 * The caches a usage report changes: the services (their usage this month, their keys'
 * last use), every metric (the dashboard's cards, the analytics page's series) and a voice
 * receptionist's call log (a posted call is recorded as usage, so it announces one).
 */
export const LIVE_QUERY_KEYS = [["services"], ["metrics"], ["calls"], ["leads"]] as const;

/**
 * Keeps a signed-in page that shows usage (the dashboard, analytics) current without a
 * reload: while it is mounted and the user is signed in, it listens to GET /api/events
 * (docs/api.md) and refetches the usage caches when a report came in. Reconnecting after a
 * dropped connection is EventSource's own; after every (re)connection the caches are
 * refetched too, for what came in while it was not listening.
 *
 * - `replaced`: the user opened a sixth page; this one stops listening until it is shown
 *   again (the page in front of the user is the live one).
 * - `signed_out`: the session ended (signed out elsewhere, expired); the auth state is
 *   checked again, which takes the user off the page.
 * - A stream the server refused (an error with the connection closed) is tried again when
 *   the page is shown again, never in a loop.
 *
 * Without an AuthProvider above (a page rendered on its own, in a test) it does nothing.
 */
export function useLiveUpdates(): void {
  const auth = useContext(AuthContext);
  const signedIn = auth?.status === "signedIn";
  const recheckAuth = auth?.refresh;

  useEffect(() => {
    if (!signedIn || typeof EventSource === "undefined") return;
    const client = getQueryClient();
    const refetch = createRefresher(() => Promise.all(LIVE_QUERY_KEYS.map((queryKey) => client.invalidateQueries({ queryKey }))));
    let source: EventSource | null = null;
    let paused = false; // closed until the page is shown again

    const close = () => {
      source?.close();
      source = null;
    };
    const pause = () => {
      close();
      paused = true;
    };
    const open = () => {
      const es = new EventSource("/api/events");
      es.addEventListener("open", refetch.request);
      es.addEventListener("usage", refetch.request);
      es.addEventListener("refresh", refetch.request);
      es.addEventListener("replaced", pause);
      es.addEventListener("signed_out", () => {
        close();
        void recheckAuth?.();
      });
      es.addEventListener("error", () => {
        if (es.readyState === EventSource.CLOSED) pause(); // refused: EventSource gives up
      });
      source = es;
    };
    const onVisibility = () => {
      if (paused && document.visibilityState === "visible") {
        paused = false;
        open();
      }
    };

    open();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      close();
      refetch.cancel();
    };
  }, [signedIn, recheckAuth]);
}
