import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { brandSchema, type Brand } from "../content-schema";
import { brandKey, servicePath } from "./paths";

/** GET /api/services/{id}/brand — the brand profile the posts are written in. */
export function getBrand(serviceId: string, signal?: AbortSignal): Promise<Brand> {
  return apiRequest(`${servicePath(serviceId)}/brand`, { parse: (data) => brandSchema.parse(data), signal });
}

export const brandQuery = (serviceId: string) => queryOptions({ queryKey: brandKey(serviceId), queryFn: ({ signal }) => getBrand(serviceId, signal) });

export function useBrand(serviceId: string) {
  return useQuery(brandQuery(serviceId));
}
