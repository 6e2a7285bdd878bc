import { QueryProvider } from "~/providers/query-provider";
import { DemoPage } from "../../shared/demo-page";
import { recruitmentText as t } from "../recruitment-text";
import { ResumeAnalyzer } from "./resume-analyzer";
import { serviceRoute, serviceTypeId } from "~/lib/service-types";

/** /services/recruitment/demo. */
export function ResumeAnalyzerPage() {
  return (
    <DemoPage title={t.title} intro={t.intro} backTo={serviceRoute(serviceTypeId.recruitment)} backLabel={t.back}>
      <QueryProvider>
        <ResumeAnalyzer />
      </QueryProvider>
    </DemoPage>
  );
}
