// What other features may use of the privacy policy: the shape of its sections, which the
// Terms of Service are written in too.
export type { PolicyBlock, PolicySection } from "./policy";
