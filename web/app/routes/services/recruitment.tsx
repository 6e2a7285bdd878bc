import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "AI Recruitment System", description: "Screen resumes, rank candidates and schedule interviews automatically with AI.", path: "/services/recruitment" });

export default function Page() {
  return (
    <main>
      <PageHeader title="AI Recruitment System">Screen resumes, rank candidates and schedule interviews automatically.</PageHeader>
    </main>
  );
}
