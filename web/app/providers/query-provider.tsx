import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { onAccountChange } from "~/lib/account-change";
import { queryClientConfig } from "~/lib/query-client";

// One client for the tab, so the contact form and the demo dialog share one cache.
let client: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (!client) {
    const created = new QueryClient(queryClientConfig);
    // One account's profile, services and metrics are never shown to the next.
    onAccountChange(() => created.clear());
    client = created;
  }
  return client;
}

/**
 * Mounted by the parts that talk to the server (the contact form, the demo dialog), never
 * by the root: pages without them do not load TanStack Query at all.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
