import { InvoiceProcessorPage } from "~/features/demos/payroll/components/invoice-processor-page";
import { pageMeta } from "~/lib/meta";
import { serviceDemoRoute, serviceTypeId } from "~/lib/service-types";

export const meta = () =>
  pageMeta({ title: "AI Invoice Processor Demo", description: "Paste an invoice and watch AI extract the vendor, totals and due dates.", path: serviceDemoRoute(serviceTypeId.payroll) });

export default function Page() {
  return <InvoiceProcessorPage />;
}
