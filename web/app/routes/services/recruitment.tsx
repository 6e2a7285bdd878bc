import { recruitmentContent } from "~/features/services/content/recruitment";
import { serviceMeta, servicePage } from "~/features/services/service-route";

export const meta = serviceMeta(recruitmentContent);

export default servicePage(recruitmentContent);
