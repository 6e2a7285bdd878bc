import { Card } from "~/components/ui/card";
import { profileFields, type LeadProfile } from "../lead-profile";
import { leadScorerText as t } from "../lead-scorer-text";

/** The lead's details as the server's lead reader found them; 'N/A' for what the text does not say. */
export function LeadProfileCard({ profile }: { profile: LeadProfile }) {
  return (
    <Card data-testid="lead-profile">
      <h2 className="text-xl font-semibold">{t.profileHeading}</h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {profileFields.map((f) => (
          <div key={f.key} className="min-w-0">
            <dt className="text-sm text-muted-foreground">{f.label}</dt>
            <dd className="font-medium break-words" data-field={f.key}>
              {profile[f.key] ?? t.missing}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
