import { Clock, Gauge, Wallet, type LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import { analyticsText } from "../analytics-messages";

const figures: { text: string; icon: LucideIcon }[] = [
  { text: analyticsText.hoursSaved, icon: Clock },
  { text: analyticsText.costSavings, icon: Wallet },
  { text: analyticsText.efficiencyGain, icon: Gauge },
];

/** The ROI section: the spec's static figures, the same for every customer. */
export function RoiFigures() {
  return (
    <section aria-labelledby="roi-heading">
      <h2 id="roi-heading" className="text-xl font-semibold">
        {analyticsText.roiTitle}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map(({ text, icon: Icon }) => (
          <li key={text}>
            <Card className="flex h-full items-center gap-4 p-5">
              <Icon className="h-8 w-8 shrink-0 text-primary" aria-hidden />
              <p className="text-xl font-bold tracking-tight">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
