import { ContentGeneratorPage } from "~/features/demos/content/components/content-generator-page";
import { pageMeta } from "~/lib/meta";
import { serviceDemoRoute, serviceTypeId } from "~/lib/service-types";

export const meta = () =>
  pageMeta({ title: "AI Content Generator Demo", description: "Generate a social post, blog introduction, newsletter or ad copy for any platform.", path: serviceDemoRoute(serviceTypeId.contentMarketing) });

export default function Page() {
  return <ContentGeneratorPage />;
}
