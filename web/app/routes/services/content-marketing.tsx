import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Content Marketing AI", description: "Plan, write and publish on-brand social posts, blogs and videos with AI.", path: "/services/content-marketing" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Content Marketing AI">Plan, write and publish on-brand content on every platform.</PageHeader>
    </main>
  );
}
