import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "AI Lead Scorer Demo", description: "Paste lead details and get an AI lead score with recommendations.", path: "/services/call-center/demo" });

export default function Page() {
  return (
    <main>
      <PageHeader title="AI Lead Scorer Demo">Paste a lead's details to get a score and recommendations.</PageHeader>
    </main>
  );
}
