import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { brand } from "~/lib/brand";
import { ScheduleDemoButton } from "./schedule-demo-button";

interface InfoItem {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
  note: string;
}

function infoItems(): InfoItem[] {
  const { contactEmail, contactPhone, contactPhoneTel, contactCity } = brand();
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline break-all";
  return [
    {
      icon: Mail,
      title: "Email us",
      body: (
        <a href={`mailto:${contactEmail}`} className={linkClass}>
          {contactEmail}
        </a>
      ),
      note: "Our team answers every message within 24 hours.",
    },
    {
      icon: Phone,
      title: "Call us",
      body: (
        <a href={`tel:${contactPhoneTel}`} className={linkClass}>
          {contactPhone}
        </a>
      ),
      note: "Talk to a real person about your business.",
    },
    {
      icon: MapPin,
      title: "Visit us",
      body: <span className="font-medium">{contactCity}</span>,
      note: "Serving small and medium businesses across the United States.",
    },
    {
      icon: Clock,
      title: "Business hours",
      body: <span className="font-medium">Mon–Fri 9:00 AM–6:00 PM ET</span>,
      note: "Your AI automations keep working 24/7, even when we are off the clock.",
    },
  ];
}

/** The ways to reach the team besides the form, and the call booking. */
export function ContactInfo() {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold">Other ways to reach us</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {infoItems().map(({ icon: Icon, title, body, note }) => (
          <li key={title}>
            <Card className="flex h-full gap-4 p-5">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1">{body}</p>
                <p className="mt-1 text-sm text-muted-foreground">{note}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="bg-primary p-6 text-primary-foreground">
        <h3 className="text-lg font-semibold">Prefer to talk it through?</h3>
        <p className="mt-2 text-sm text-indigo-100">
          Book a free 30-minute call. We will walk through your workflows, show the automations live and
          estimate what you could save. No technical expertise needed.
        </p>
        <ScheduleDemoButton
          service="general"
          label="Schedule Call"
          variant="outline"
          className="mt-4 w-full border-transparent text-foreground"
        />
      </Card>
    </div>
  );
}
