import { ServicePage } from "~/features/services/components/service-page";
import { callCenterContent } from "~/features/services/content/call-center";
import { pageMeta } from "~/lib/meta";
import { faqPageSchema, serviceSchema } from "~/lib/structured-data";

export const meta = () => {
  const { name, metaDescription, path, faqs } = callCenterContent();
  return pageMeta({
    title: name,
    description: metaDescription,
    path,
    structuredData: [serviceSchema(name, metaDescription, path), faqPageSchema(faqs)],
  });
};

export default function Page() {
  return <ServicePage content={callCenterContent()} />;
}
