import { RouteGuard } from "./route-guard/route-guard";
import { DashboardPage } from "~/features/dashboard/components/dashboard-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Dashboard", description: "Your automation services, usage and metrics.", path: "/dashboard", noIndex: true });

export default function Page() {
  return (
    <RouteGuard>
      <DashboardPage />
    </RouteGuard>
  );
}
