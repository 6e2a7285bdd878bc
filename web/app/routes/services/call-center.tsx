import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Call Center and Lead Management", description: "Score, route and follow up every lead automatically with AI lead management.", path: "/services/call-center" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Call Center and Lead Management">Score, route and follow up every lead automatically.</PageHeader>
    </main>
  );
}
