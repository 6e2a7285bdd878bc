import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { hourlyCostKey, parseHourlyCostAnswer } from "./hourly-cost-schema";

/** PATCH /api/profile {hourly_cost}: 200 the saved profile; 400 validation with fields.hourly_cost. */
export function saveHourlyCost(hourlyCost: number): Promise<number> {
  return apiRequest("/api/profile", { method: "PATCH", body: { hourly_cost: hourlyCost }, parse: parseHourlyCostAnswer });
}

export function useSaveHourlyCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHourlyCost,
    onSuccess: (saved) => {
      queryClient.setQueryData(hourlyCostKey, saved);
      // The settings page's copy of the profile is stale now.
      void queryClient.invalidateQueries({ queryKey: ["profile"], exact: true });
    },
  });
}
