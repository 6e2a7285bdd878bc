import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { onAccountChange } from "~/lib/account-change";
import { queryClientConfig } from "~/lib/query-client";

// One client for the tab, so the contact form, the demo dialog and the auth state share one cache.
let client: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (!client) {
    const created = new QueryClient(queryClientConfig);
    // One account's profile, services, metrics and subscription are never shown to the
    // next. The session query stays: it is what names the new account.
    onAccountChange(() => created.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" }));
    listenForFocus();
    client = created;
  }
  return client;
}

// The queries that ask to be refetched on focus (the session) are refetched when the
// window regains focus, as well as when the tab is shown again (TanStack Query's own
// signal): a sign-out in another window of the same browser shows as focus only.
function listenForFocus() {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === "undefined") return; // prerendering
    const onFocus = () => handleFocus();
    window.addEventListener("focus", onFocus);
    window.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("visibilitychange", onFocus);
    };
  });
}

/**
 * Mounted by the parts that talk to the server (the contact form, the demo dialog, the
 * auth state once a session may exist), never by the root: pages without them do not
 * load TanStack Query at all.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
