import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import { oneLeadAnswer, type InboxLead } from "../lead-schema";
import type { LeadList } from "./get-leads";
import { leadsKey, servicePath } from "./paths";

/** A move to another stage; `revenue` (USD) only with "won". */
export interface LeadMove {
  stage: string;
  revenue?: number;
}

/** PATCH /api/services/{id}/leads/{leadId} {stage, revenue?} — 200 {"lead": lead}. */
export function moveLead(serviceId: string, leadId: string, move: LeadMove): Promise<InboxLead> {
  return apiRequest(`${servicePath(serviceId)}/leads/${encodeURIComponent(leadId)}`, {
    method: "PATCH",
    body: move,
    parse: (data) => oneLeadAnswer.parse(data).lead,
  });
}

export function useMoveLead(serviceId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: LeadMove }) => moveLead(serviceId, id, move),
    onSuccess: (saved: InboxLead) => {
      // Shown at once in every list that holds it; the reload then applies the filters.
      client.setQueriesData<LeadList>({ queryKey: leadsKey(serviceId) }, (data) =>
        data ? { ...data, leads: data.leads.map((l) => (l.id === saved.id ? saved : l)) } : data,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: leadsKey(serviceId) }),
        client.invalidateQueries({ queryKey: ["metrics"] }),
      ]);
    },
  });
}
