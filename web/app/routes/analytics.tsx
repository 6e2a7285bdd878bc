import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Analytics",
    "Calls, leads and revenue from your automation services.",
  );

export default function Page() {
  return (
    <main>
      <PageHeader title="Analytics">Calls, leads and revenue over the last 30 days.</PageHeader>
    </main>
  );
}
