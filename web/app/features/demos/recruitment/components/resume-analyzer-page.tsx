import { QueryProvider } from "~/providers/query-provider";
import { DemoPage } from "../../shared/demo-page";
import { recruitmentText as t } from "../recruitment-text";
import { ResumeAnalyzer } from "./resume-analyzer";

/** /services/recruitment/demo. */
export function ResumeAnalyzerPage() {
  return (
    <DemoPage title={t.title} intro={t.intro} backTo="/services/recruitment" backLabel={t.back}>
      <QueryProvider>
        <ResumeAnalyzer />
      </QueryProvider>
    </DemoPage>
  );
}
