import { FeatureGrid as Grid } from "~/components/marketing/feature-grid";
import { features } from "../content";

export function FeatureGrid() {
  return (
    <Grid
      title="Everything Your Marketing Needs, on Autopilot"
      intro="One AI content team that writes, designs, schedules and reports, for less than the cost of a part-time hire."
      features={features}
    />
  );
}
