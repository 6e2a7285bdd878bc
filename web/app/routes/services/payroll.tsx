import { ServicePage } from "~/features/services/components/service-page";
import { payrollContent } from "~/features/services/content/payroll";
import { pageMeta } from "~/lib/meta";
import { faqPageSchema, serviceSchema } from "~/lib/structured-data";

export const meta = () => {
  const { name, metaDescription, path, faqs } = payrollContent();
  return pageMeta({
    title: name,
    description: metaDescription,
    path,
    structuredData: [serviceSchema(name, metaDescription, path), faqPageSchema(faqs)],
  });
};

export default function Page() {
  return <ServicePage content={payrollContent()} />;
}
