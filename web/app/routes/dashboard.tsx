import { DashboardPage } from "~/features/dashboard/components/dashboard-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Dashboard", description: "Your automation services, usage and metrics.", path: "/dashboard", noIndex: true });

// Guarded by the app layout (routes/app-layout.tsx).
export default function Page() {
  return <DashboardPage />;
}
