import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "AI Content Generator Demo", description: "Generate a social post, blog introduction, newsletter or ad copy for any platform.", path: "/services/content-marketing/demo" });

export default function Page() {
  return (
    <main>
      <PageHeader title="AI Content Generator Demo">Pick a topic, a platform and a tone, and generate content.</PageHeader>
    </main>
  );
}
