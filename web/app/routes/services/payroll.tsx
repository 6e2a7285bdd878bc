import { payrollContent } from "~/features/services/content/payroll";
import { serviceMeta, servicePage } from "~/features/services/service-route";

export const meta = serviceMeta(payrollContent);

export default servicePage(payrollContent);
