import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { NewLead } from "../add-lead-schema";
import { oneLeadAnswer, type InboxLead } from "../lead-schema";
import { leadsKey, servicePath } from "./paths";

/**
 * POST /api/services/{id}/leads {name, company, email, phone, notes} — 201 {"lead": lead},
 * queued for scoring (the list is read again until it is scored); 400 with fields; 409 for
 * a paused service.
 */
export function addLead(serviceId: string, lead: NewLead): Promise<InboxLead> {
  return apiRequest(`${servicePath(serviceId)}/leads`, { method: "POST", body: lead, parse: (data) => oneLeadAnswer.parse(data).lead });
}

export function useAddLead(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lead: NewLead) => addLead(serviceId, lead),
    onSuccess: () => client.invalidateQueries({ queryKey: leadsKey(serviceId) }),
  });
}
