import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Payroll and Invoice Automation", description: "Automate invoice processing, payroll runs and reconciliation with AI accuracy.", path: "/services/payroll" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Payroll and Invoice Automation">Process invoices and payroll with fewer errors and no manual data entry.</PageHeader>
    </main>
  );
}
