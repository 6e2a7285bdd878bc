import { QueryProvider } from "~/providers/query-provider";
import { DemoPage } from "../../shared/demo-page";
import { leadScorerText as t } from "../lead-scorer-text";
import { LeadScorer } from "./lead-scorer";
import { serviceRoute, serviceTypeId } from "~/lib/service-types";

/** /services/call-center/demo. */
export function LeadScorerPage() {
  return (
    <DemoPage
      title={t.title}
      intro={
        <>
          {t.intro} {t.scope}
        </>
      }
      backTo={serviceRoute(serviceTypeId.callCenter)}
      backLabel={t.back}
    >
      <QueryProvider>
        <LeadScorer />
      </QueryProvider>
    </DemoPage>
  );
}
