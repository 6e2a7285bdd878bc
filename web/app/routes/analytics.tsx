import { PageHeader } from "~/components/layout/page-header";
import { RouteGuard } from "~/components/route-guard/route-guard";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Analytics", description: "Calls, leads and revenue from your automation services.", path: "/analytics", noIndex: true });

export default function Page() {
  return (
    <RouteGuard>
      <main>
        <PageHeader title="Analytics">Calls, leads and revenue over the last 30 days.</PageHeader>
      </main>
    </RouteGuard>
  );
}
