import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "AI Invoice Processor Demo", description: "Paste an invoice and watch AI extract the vendor, totals and due dates.", path: "/services/payroll/demo" });

export default function Page() {
  return (
    <main>
      <PageHeader title="AI Invoice Processor Demo">Paste an invoice and watch the fields being extracted.</PageHeader>
    </main>
  );
}
