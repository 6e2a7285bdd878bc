import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Analytics", description: "Calls, leads and revenue from your automation services.", path: "/analytics", noIndex: true });

export default function Page() {
  return (
    <main>
      <PageHeader title="Analytics">Calls, leads and revenue over the last 30 days.</PageHeader>
    </main>
  );
}
