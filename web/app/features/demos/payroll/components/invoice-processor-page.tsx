import { QueryProvider } from "~/providers/query-provider";
import { DemoPage } from "../../shared/demo-page";
import { payrollText as t } from "../payroll-text";
import { InvoiceProcessor } from "./invoice-processor";
import { serviceRoute, serviceTypeId } from "~/lib/service-types";

/** /services/payroll/demo. */
export function InvoiceProcessorPage() {
  return (
    <DemoPage title={t.title} intro={t.intro} backTo={serviceRoute(serviceTypeId.payroll)} backLabel={t.back}>
      <QueryProvider>
        <InvoiceProcessor />
      </QueryProvider>
    </DemoPage>
  );
}
