// Shared by the lead workspace's tests (never imported by the app).
import type { InboxLead } from "./lead-schema";

export function testLead(facts: Partial<InboxLead> = {}): InboxLead {
  return {
    id: "l1",
    service_id: "s1",
    name: "Dana Lee",
    company: "Ridgeway Dental",
    email: "dana@ridgeway.example",
    phone: "(555) 201-4433",
    source: "crm",
    notes: "VP of Operations, budget agreed.",
    scoring: "scored",
    score: 85,
    temperature: "hot",
    kind: "lead",
    do_not_contact: false,
    reasons: ["A senior title (VP or director) (+15)", "A budget is mentioned (+10)", "A timeline is mentioned (+10)"],
    analysis: "Lead assessment\nOverall: Hot lead",
    profile: null,
    stage: "new",
    revenue: 0,
    revenue_recorded_at: null,
    created_at: "2026-11-26T09:00:00Z",
    ...facts,
  };
}
