import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Settings", description: "Your profile, subscription and account settings.", path: "/settings", noIndex: true });

export default function Page() {
  return (
    <main>
      <PageHeader title="Settings">Your profile, subscription and account.</PageHeader>
    </main>
  );
}
