import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { notify } from "~/lib/notify";
import { useProfile } from "../api/get-profile";
import type { NotificationPrefs } from "../api/profile-answer-schema";
import { useUpdateProfile } from "../api/update-profile";
import { settingsText } from "../settings-messages";
import { SettingsCard } from "./settings-card";

const choices: {
  name: keyof NotificationPrefs;
  label: string;
  hint: string;
}[] = [
  {
    name: "email_hot_leads",
    label: settingsText.notifyHotLeads,
    hint: settingsText.notifyHotLeadsHint,
  },
  {
    name: "email_weekly_summary",
    label: settingsText.notifyWeeklySummary,
    hint: settingsText.notifyWeeklySummaryHint,
  },
  {
    name: "email_receptionist",
    label: settingsText.notifyReceptionist,
    hint: settingsText.notifyReceptionistHint,
  },
  {
    name: "email_daily_calls",
    label: settingsText.notifyDailyCalls,
    hint: settingsText.notifyDailyCallsHint,
  },
  {
    name: "email_product_news",
    label: settingsText.notifyProductNews,
    hint: settingsText.notifyProductNewsHint,
  },
];

/** Notifications: which e-mails the user wants, each saved as soon as it is ticked. */
export function NotificationsCard() {
  const id = useId();
  const profile = useProfile();
  const update = useUpdateProfile();
  // The box shows the choice at once (a checkbox that waits for the server looks broken):
  // the choice is held here until the save answers, so no profile read that lands in
  // between (another card mounting, a refetch) can tick the box back. A failed save drops
  // the choice, and the stored value shows again.
  const [choosing, setChoosing] = useState<Partial<NotificationPrefs>>({});

  function toggle(name: keyof NotificationPrefs, on: boolean) {
    setChoosing((c) => ({ ...c, [name]: on }));
    const settled = () => setChoosing(({ [name]: _, ...rest }) => rest);
    update.mutate(
      { [name]: on },
      {
        onSuccess: () => {
          settled();
          void notify.success(settingsText.notificationsSaved);
        },
        onError: (err) => {
          settled();
          void notify.error(err.message);
        },
      },
    );
  }

  return (
    <SettingsCard
      title="Notifications"
      description={settingsText.notificationsDescription}
    >
      {profile.isPending && <Spinner />}
      {profile.isError && (
        <div role="alert" className="flex items-center gap-3">
          <p className="text-destructive">
            {settingsText.notificationsLoadFailed}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void profile.refetch()}
          >
            {settingsText.tryAgain}
          </Button>
        </div>
      )}
      {profile.data && (
        <fieldset
          className="grid gap-4"
          aria-busy={update.isPending || undefined}
        >
          <legend className="sr-only">
            {settingsText.notificationsDescription}
          </legend>
          {choices.map(({ name, label, hint }) => (
            <div key={name} className="flex items-start gap-3">
              <input
                id={`${id}-${name}`}
                type="checkbox"
                checked={choosing[name] ?? profile.data[name]}
                disabled={update.isPending}
                aria-describedby={`${id}-${name}-hint`}
                onChange={(e) => toggle(name, e.currentTarget.checked)}
                className="mt-1 h-5 w-5 shrink-0 accent-primary"
              />
              <div>
                <label htmlFor={`${id}-${name}`} className="font-medium">
                  {label}
                </label>
                <p
                  id={`${id}-${name}-hint`}
                  className="text-sm text-muted-foreground"
                >
                  {hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
      )}
    </SettingsCard>
  );
}
