import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { hourlyCostKey, parseHourlyCostAnswer } from "./hourly-cost-schema";

/** GET /api/profile, read for its hourly cost. */
export const hourlyCostQuery = () =>
  queryOptions({ queryKey: hourlyCostKey, queryFn: ({ signal }) => apiRequest("/api/profile", { parse: parseHourlyCostAnswer, signal }) });

export function useHourlyCost() {
  return useQuery(hourlyCostQuery());
}
