import { PageHeader } from "~/components/layout/page-header";
import { RouteGuard } from "~/components/route-guard/route-guard";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Dashboard", description: "Your automation services, usage and metrics.", path: "/dashboard", noIndex: true });

export default function Page() {
  return (
    <RouteGuard>
      <main>
        <PageHeader title="Dashboard">Your automation services, usage and metrics.</PageHeader>
      </main>
    </RouteGuard>
  );
}
