import { AnalyticsPage } from "~/features/analytics/components/analytics-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Analytics", description: "Calls, leads and revenue from your automation services.", path: "/analytics", noIndex: true });

// Guarded by the app layout (routes/app-layout.tsx).
export default function Page() {
  return <AnalyticsPage />;
}
