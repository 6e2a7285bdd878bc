import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "Content Marketing AI",
    "Plan, write and publish on-brand social posts, blogs and videos with AI.",
  );

export default function Page() {
  return (
    <main>
      <PageHeader title="Content Marketing AI">Plan, write and publish on-brand content on every platform.</PageHeader>
    </main>
  );
}
