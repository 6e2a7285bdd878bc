import { queryOptions, useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/**
 * POST /api/dashboard/visit (docs/api.md "Accounts"; decision 0065): records the visit and
 * answers whether it was the account's first. Asked once per user per page load (the answer
 * never goes stale), so moving around the portal keeps the first visit's 'Welcome'.
 */
export const dashboardVisitAnswer = z.object({ first_visit: z.boolean() });

export function recordDashboardVisit(): Promise<boolean> {
  return apiRequest("/api/dashboard/visit", { method: "POST", parse: (data) => dashboardVisitAnswer.parse(data).first_visit });
}

export const dashboardVisitQuery = (userId: string) =>
  queryOptions({
    queryKey: ["dashboard-visit", userId],
    queryFn: recordDashboardVisit,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** Whether this is the first visit: null until known; false when the answer failed ('Welcome back' is the safe word). */
export function useFirstVisit(userId: string): boolean | null {
  const query = useQuery(dashboardVisitQuery(userId));
  if (query.isPending) return null;
  return query.data ?? false;
}
