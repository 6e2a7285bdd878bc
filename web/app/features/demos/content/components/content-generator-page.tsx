import { QueryProvider } from "~/providers/query-provider";
import { DemoPage } from "../../shared/demo-page";
import { contentText as t } from "../content-text";
import { ContentGenerator } from "./content-generator";
import { serviceRoute, serviceTypeId } from "~/lib/service-types";

/** /services/content-marketing/demo. */
export function ContentGeneratorPage() {
  return (
    <DemoPage title={t.title} intro={t.intro} backTo={serviceRoute(serviceTypeId.contentMarketing)} backLabel={t.back}>
      <QueryProvider>
        <ContentGenerator />
      </QueryProvider>
    </DemoPage>
  );
}
