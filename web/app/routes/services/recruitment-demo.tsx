import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "AI Resume Analyzer Demo", description: "Paste a resume and a job description and get an AI match analysis in seconds.", path: "/services/recruitment/demo" });

export default function Page() {
  return (
    <main>
      <PageHeader title="AI Resume Analyzer Demo">Paste a resume and a job description to see how well they match.</PageHeader>
    </main>
  );
}
