import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { formLinksAnswer, type FormLink } from "../lead-schema";
import { formLinksKey, servicePath } from "./paths";

/** GET /api/services/{id}/embeds — the service's public lead form links. */
export function getFormLinks(serviceId: string, signal?: AbortSignal): Promise<FormLink[]> {
  return apiRequest(`${servicePath(serviceId)}/embeds`, { parse: (data) => formLinksAnswer.parse(data).embeds, signal });
}

export const formLinksQuery = (serviceId: string) =>
  queryOptions({ queryKey: formLinksKey(serviceId), queryFn: ({ signal }) => getFormLinks(serviceId, signal) });

export function useFormLinks(serviceId: string) {
  return useQuery(formLinksQuery(serviceId));
}
