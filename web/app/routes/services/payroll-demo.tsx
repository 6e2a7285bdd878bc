import { InvoiceProcessorPage } from "~/features/demos/payroll/components/invoice-processor-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "AI Invoice Processor Demo", description: "Paste an invoice and watch AI extract the vendor, totals and due dates.", path: "/services/payroll/demo" });

export default function Page() {
  return <InvoiceProcessorPage />;
}
