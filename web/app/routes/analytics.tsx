import { RouteGuard } from "./route-guard/route-guard";
import { AnalyticsPage } from "~/features/analytics/components/analytics-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Analytics", description: "Calls, leads and revenue from your automation services.", path: "/analytics", noIndex: true });

export default function Page() {
  return (
    <RouteGuard>
      <AnalyticsPage />
    </RouteGuard>
  );
}
