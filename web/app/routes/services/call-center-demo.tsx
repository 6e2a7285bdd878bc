import { LeadScorerPage } from "~/features/demos/lead-scorer/components/lead-scorer-page";
import { pageMeta } from "~/lib/meta";
import { serviceDemoRoute, serviceTypeId } from "~/lib/service-types";

export const meta = () =>
  pageMeta({ title: "AI Lead Scorer Demo", description: "Paste lead details and get an AI lead score with recommendations.", path: serviceDemoRoute(serviceTypeId.callCenter) });

export default function Page() {
  return <LeadScorerPage />;
}
