import { Card } from "~/components/ui/card";
import { LoadFailed } from "~/components/ui/load-failed";
import { SpinnerBlock } from "~/components/ui/spinner";
import { ReceptionistChat, useVoiceOptions } from "~/features/demos";
import { AppointmentCalendar } from "./calendar/appointment-calendar";
import { CallLog } from "./call-log";
import { PhoneLine } from "./phone-line";
import { ProfileForm } from "./profile-form";
import { PublicLinks } from "./public-links";
import { FirstStepsCard } from "../shared/first-steps-card";
import { firstSteps } from "../shared/first-steps";
import { useCalls } from "./api/get-calls";
import { usePhone } from "./api/get-phone";
import { TestCall } from "./test-call";
import { useProfile } from "./api/get-profile";
import { consoleUrl } from "./api/paths";
import { voiceText as t } from "./voice-messages";

/**
 * A voice-ai service's workspace (issue 22): the business profile with its preview, the
 * test console, the phone line and its test call (issue 30), the appointment book, the call
 * log and the public link.
 */
export function VoiceWorkspace({ serviceId }: { serviceId: string }) {
  const profile = useProfile(serviceId);
  // The call log's first page, unfiltered: the same query the log shows, so no request is added.
  const calls = useCalls(serviceId, { q: "", outcome: "" });
  const hasCalls = calls.data ? calls.data.pages.some((p) => p.calls.length > 0) : null;
  // The phone line's own query (PhoneLine reads the same key): connected only when a number is.
  const phone = usePhone(serviceId);
  const phoneConnected = phone.data === undefined ? null : phone.data !== null;
  if (profile.isPending) return <SpinnerBlock label={t.profileHeading} className="py-12" />;
  if (profile.isError) {
    return <LoadFailed message={t.loadFailed} retryLabel={t.tryAgain} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  }
  const { profile: saved, saved: isSaved } = profile.data;
  return (
    <>
      {hasCalls !== true && <FirstStepsCard steps={firstSteps.voice({ serviceId, profileSaved: isSaved, hasCalls, phoneConnected })} />}
      <ProfileForm serviceId={serviceId} profile={saved} saved={isSaved} />
      <Console serviceId={serviceId} name={saved.name} greeting={saved.greeting} ready={isSaved} />
      <PhoneLine serviceId={serviceId} />
      <TestCall serviceId={serviceId} ready={isSaved} />
      <AppointmentCalendar serviceId={serviceId} timeZone={saved.timezone} />
      <CallLog serviceId={serviceId} />
      <PublicLinks serviceId={serviceId} />
    </>
  );
}

function Console({ serviceId, name, greeting, ready }: { serviceId: string; name: string; greeting: string; ready: boolean }) {
  const options = useVoiceOptions();
  return (
    <section aria-labelledby="console-heading" className="grid gap-3">
      <div>
        <h2 id="console-heading" className="text-lg font-semibold">
          {t.consoleHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{ready ? t.consoleIntro : t.consoleNeedsProfile}</p>
      </div>
      {ready ? (
        // Keyed by the greeting: a saved change starts a new conversation with it.
        <ReceptionistChat key={greeting} name={name} greeting={greeting} chatUrl={consoleUrl(serviceId)} transcription={options.data?.transcription ?? false} />
      ) : (
        <Card className="p-5">{t.consoleNeedsProfile}</Card>
      )}
    </section>
  );
}
