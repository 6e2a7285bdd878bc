import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { brandSchema, type Brand } from "../content-schema";
import { brandKey, postsKey, servicePath } from "./paths";

export type BrandInput = Omit<Brand, "updated_at">;

/** PUT /api/services/{id}/brand — 200 the saved profile; 400 with fields. */
export function saveBrand(serviceId: string, brand: BrandInput): Promise<Brand> {
  return apiRequest(`${servicePath(serviceId)}/brand`, { method: "PUT", body: brand, parse: (data) => brandSchema.parse(data) });
}

export function useSaveBrand(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (brand: BrandInput) => saveBrand(serviceId, brand),
    onSuccess: (saved) => {
      client.setQueryData(brandKey(serviceId), saved);
      // The banned words each post uses follow the profile.
      return client.invalidateQueries({ queryKey: postsKey(serviceId) });
    },
  });
}
