import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";

interface SettingsCardProps {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}

/** One section of the settings page: a card with its heading. */
export function SettingsCard({
  title,
  description,
  className,
  children,
}: SettingsCardProps) {
  const headingId = `settings-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className={className} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {description && (
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      )}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
