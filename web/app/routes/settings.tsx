import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Settings",
    "Your profile, subscription and account settings.",
  );

export default function Page() {
  return (
    <main>
      <PageHeader title="Settings">Your profile, subscription and account.</PageHeader>
    </main>
  );
}
