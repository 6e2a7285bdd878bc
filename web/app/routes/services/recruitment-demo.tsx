import { ResumeAnalyzerPage } from "~/features/demos/recruitment/components/resume-analyzer-page";
import { pageMeta } from "~/lib/meta";
import { serviceDemoRoute, serviceTypeId } from "~/lib/service-types";

export const meta = () =>
  pageMeta({ title: "AI Resume Analyzer Demo", description: "Paste a resume and a job description and get an AI match analysis in seconds.", path: serviceDemoRoute(serviceTypeId.recruitment) });

export default function Page() {
  return <ResumeAnalyzerPage />;
}
