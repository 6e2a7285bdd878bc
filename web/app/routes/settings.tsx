import { RouteGuard } from "./route-guard/route-guard";
import { SettingsPage } from "~/features/settings/components/settings-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Settings", description: "Your profile, subscription and account settings.", path: "/settings", noIndex: true });

export default function Page() {
  return (
    <RouteGuard>
      <SettingsPage />
    </RouteGuard>
  );
}
