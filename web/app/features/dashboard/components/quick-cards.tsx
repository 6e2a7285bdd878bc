import { ChartColumn, Headset, UserCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { dashboardText } from "../dashboard-messages";
import { serviceRoute, serviceTypeId } from "~/lib/service-types";

const cards: { title: string; text: string; to: string; icon: LucideIcon }[] = [
  { title: dashboardText.setupVoiceAi, text: dashboardText.setupVoiceAiText, to: serviceRoute(serviceTypeId.voiceAi), icon: Headset },
  { title: dashboardText.aiRecruitment, text: dashboardText.aiRecruitmentText, to: serviceRoute(serviceTypeId.recruitment), icon: UserCheck },
  { title: dashboardText.viewAnalytics, text: dashboardText.viewAnalyticsText, to: "/analytics", icon: ChartColumn },
];

/**
 * The dashboard's quick cards (docs/product.md, "Dashboard and services"). The whole card
 * is clickable, but the link is the title alone, so its name is just 'Setup Voice AI' and
 * so on.
 */
export function QuickCards() {
  return (
    <section aria-labelledby="quick-cards-heading">
      <h2 id="quick-cards-heading" className="text-xl font-semibold">
        {dashboardText.quickHeading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {cards.map(({ title, text, to, icon: Icon }) => (
          <li key={to}>
            <Card className="relative h-full p-5 transition-colors focus-within:outline-2 focus-within:outline-ring hover:bg-muted">
              <Icon className="h-6 w-6 text-primary" aria-hidden />
              <h3 className="mt-3 font-semibold">
                <Link to={to} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
                  {title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
