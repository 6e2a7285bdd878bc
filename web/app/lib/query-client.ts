import type { QueryClientConfig } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * How the site's query client behaves. Only the configuration lives here: everything in
 * app/lib is bundled with every page, and TanStack Query itself must load only with the
 * parts that talk to the server (see app/providers/query-provider.tsx).
 */
export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change on retry; a dropped connection or a 5xx might.
      retry: (failures, err) => failures < 2 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
    mutations: { retry: false },
  },
};
