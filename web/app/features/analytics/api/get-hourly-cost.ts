import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { apiRequest } from "~/lib/api";

/** The part of GET and PATCH /api/profile this page reads (docs/api.md): USD an hour of the team costs. */
const hourlyCostAnswer = z.object({ profile: z.object({ hourly_cost: z.number() }) });

const parse = (data: unknown) => hourlyCostAnswer.parse(data).profile.hourly_cost;

export const hourlyCostQuery = () =>
  queryOptions({ queryKey: ["profile", "hourly-cost"], queryFn: ({ signal }) => apiRequest("/api/profile", { parse, signal }) });

export function useHourlyCost() {
  return useQuery(hourlyCostQuery());
}

/** PATCH /api/profile {hourly_cost}: 200 the saved profile; 400 validation with fields.hourly_cost. */
export function useSaveHourlyCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hourlyCost: number) => apiRequest("/api/profile", { method: "PATCH", body: { hourly_cost: hourlyCost }, parse }),
    onSuccess: (saved) => {
      queryClient.setQueryData(hourlyCostQuery().queryKey, saved);
      // The settings page's copy of the profile is stale now.
      void queryClient.invalidateQueries({ queryKey: ["profile"], exact: true });
    },
  });
}
