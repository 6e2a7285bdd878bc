import { callCenterContent } from "~/features/services/content/call-center";
import { serviceMeta, servicePage } from "~/features/services/service-route";

export const meta = serviceMeta(callCenterContent);

export default servicePage(callCenterContent);
