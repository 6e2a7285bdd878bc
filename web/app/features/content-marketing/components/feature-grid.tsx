import { FeatureGrid as Grid } from "~/components/marketing/feature-grid";
import { features } from "../content";

export function FeatureGrid() {
  return (
    <Grid
      title="Your Posts, Drafted and Planned"
      intro="Drafts in your voice for every platform you use, and a calendar to plan them. You post them where they belong."
      features={features}
    />
  );
}
