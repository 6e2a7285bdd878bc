import { SettingsPage } from "~/features/settings/components/settings-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Settings", description: "Your profile, subscription and account settings.", path: "/settings", noIndex: true });

// Guarded by the app layout (routes/app-layout.tsx).
export default function Page() {
  return <SettingsPage />;
}
