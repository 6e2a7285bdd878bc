import { ContentGeneratorPage } from "~/features/demos/content/components/content-generator-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "AI Content Generator Demo", description: "Generate a social post, blog introduction, newsletter or ad copy for any platform.", path: "/services/content-marketing/demo" });

export default function Page() {
  return <ContentGeneratorPage />;
}
