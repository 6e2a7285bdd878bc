import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";
import { Field, inputClass } from "~/components/ui/form-field";
import { LoadFailed } from "~/components/ui/load-failed";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { SpinnerBlock } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { connectPhoneSchema, useConnectPhone, type ConnectPhoneInput } from "./api/connect-phone";
import { useDisconnectPhone } from "./api/disconnect-phone";
import { usePhone } from "./api/get-phone";
import { phoneText as t } from "./phone-messages";
import type { PhoneLine as Line } from "./voice-schema";

/**
 * The receptionist's phone line (issue 30, item 4; docs/api.md "The phone line (Twilio)"):
 * the steps in Twilio's console and the connect form, or the connected number with the
 * URLs Lexa set on it and Disconnect. The auth token goes in once and is never shown.
 */
export function PhoneLine({ serviceId }: { serviceId: string }) {
  const phone = usePhone(serviceId);
  return (
    <Card className="p-5" role="region" aria-labelledby="phone-heading">
      <h2 id="phone-heading" className="text-lg font-semibold">
        {t.lineHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.lineIntro}</p>
      {phone.isPending ? (
        <SpinnerBlock label={t.lineHeading} className="py-6" />
      ) : phone.isError ? (
        <LoadFailed message={t.loadFailed} retryLabel={t.tryAgain} onRetry={() => void phone.refetch()} retrying={phone.isFetching} />
      ) : phone.data ? (
        <Connected serviceId={serviceId} line={phone.data} />
      ) : (
        <>
          <h3 className="mt-4 font-medium">{t.stepsHeading}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {t.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <ConnectForm serviceId={serviceId} />
        </>
      )}
    </Card>
  );
}

/** The fields the server may name in a refusal. */
const fieldNames = ["account_sid", "auth_token", "phone_number"] as const;

function ConnectForm({ serviceId }: { serviceId: string }) {
  const connect = useConnectPhone(serviceId);
  const [problem, setProblem] = useState("");
  const { register, handleSubmit, setError, formState } = useZodForm(connectPhoneSchema, {
    account_sid: "",
    auth_token: "",
    phone_number: "",
  } satisfies ConnectPhoneInput);
  const errors = formState.errors;

  const submit = handleSubmit((input) => {
    setProblem("");
    connect.mutate(input, {
      onSuccess: () => void notify.success(t.connected),
      onError: (err) => {
        // Twilio's refusal in plain words: beside its field when the server names one, else
        // above the button (a refused change, a 502/504).
        const named = err instanceof ApiError ? fieldNames.filter((name) => err.fields[name]) : [];
        named.forEach((name, i) => setError(name, { message: (err as ApiError).fields[name] }, { shouldFocus: i === 0 }));
        if (named.length === 0) setProblem(err.message);
      },
    });
  });

  return (
    <form className="mt-4 grid gap-4 sm:max-w-lg" onSubmit={(e) => void submit(e)} noValidate aria-describedby={problem ? "phone-problem" : undefined}>
      <Field id="phone-account-sid" label={t.accountSid} hint={t.accountSidHint} required error={errors.account_sid?.message}>
        {(a11y) => <input {...a11y} {...register("account_sid")} className={inputClass} autoComplete="off" spellCheck={false} />}
      </Field>
      <Field id="phone-auth-token" label={t.authToken} hint={t.authTokenHint} required error={errors.auth_token?.message}>
        {(a11y) => <input {...a11y} {...register("auth_token")} type="password" className={inputClass} autoComplete="off" />}
      </Field>
      <Field id="phone-number" label={t.phoneNumber} hint={t.phoneNumberHint} required error={errors.phone_number?.message}>
        {(a11y) => <input {...a11y} {...register("phone_number")} type="tel" className={inputClass} autoComplete="off" inputMode="tel" />}
      </Field>
      {problem && (
        <p id="phone-problem" role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? t.connecting : t.connect}
        </Button>
      </div>
    </form>
  );
}

function Connected({ serviceId, line }: { serviceId: string; line: Line }) {
  const disconnect = useDisconnectPhone(serviceId);
  const [confirming, setConfirming] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <div className="mt-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t.number}</dt>
        <dd className="text-base font-semibold" data-testid="phone-number">
          {line.phone_number}
        </dd>
        <dt className="font-medium">{t.account}</dt>
        <dd className="break-all">{line.account_sid}</dd>
        <dt className="font-medium">{t.connectedAt}</dt>
        <dd>
          <time dateTime={line.connected_at}>{new Date(line.connected_at).toLocaleString()}</time>
        </dd>
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">{t.urlsHint}</p>
      <UrlRow label={t.voiceUrl} url={line.voice_url} copyLabel={t.copyVoiceUrl} />
      <UrlRow label={t.statusUrl} url={line.status_url} copyLabel={t.copyStatusUrl} />
      <Button
        className="mt-4"
        variant="destructive"
        onClick={(e) => {
          setOpener(e.currentTarget);
          setConfirming(true);
        }}
      >
        {t.disconnect}
      </Button>
      <Modal open={confirming} onOpenChange={setConfirming} returnFocus={opener} described>
        <ModalTitle>{t.disconnectTitle}</ModalTitle>
        <ModalDescription>{t.disconnectText}</ModalDescription>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button
            variant="destructive"
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  void notify.success(t.disconnected);
                },
                onError: (err) => void notify.error(err.message),
              })
            }
          >
            {t.disconnectConfirm}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)} data-autofocus>
            {t.cancel}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** A URL Lexa set on the number: read-only, selectable, copyable. */
function UrlRow({ label, url, copyLabel }: { label: string; url: string; copyLabel: string }) {
  return (
    <div className="mt-3">
      <p className="text-sm font-medium">{label}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <code className="rounded bg-muted px-2 py-1 text-xs break-all">{url}</code>
        <CopyButton text={url} label={copyLabel} />
      </p>
    </div>
  );
}
