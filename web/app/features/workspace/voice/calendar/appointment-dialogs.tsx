import { useState } from "react";
import * as z from "zod/mini";
import type { UseMutationResult } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import type { Appointment } from "../voice-schema";
import type { AppointmentChange } from "../api/update-appointment";
import { calendarText as t } from "./calendar-messages";
import { instantToWallTime, wallTimeToInstant } from "./calendar-time";

type Update = UseMutationResult<Appointment, Error, AppointmentChange>;

interface DialogProps {
  open: boolean;
  /** Who and when, in words. */
  about: string;
  update: Update;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}

function RefusedMessage({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-3 font-medium text-destructive">
      {error}
    </p>
  );
}

/** The step before cancelling: a cancelled appointment is final, so "Keep it" has the focus. */
export function CancelAppointmentDialog({ open, about, update, returnFocus, onClose }: DialogProps) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const cancel = () => {
    setError(null);
    update.mutate(
      { status: "cancelled" },
      {
        onSuccess: () => {
          close();
          void notify.success(t.cancelled);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Modal open={open} onOpenChange={(o) => !o && close()} returnFocus={returnFocus} described>
      <ModalTitle>{t.cancelTitle}</ModalTitle>
      <ModalDescription>{t.cancelText(about)}</ModalDescription>
      <RefusedMessage error={error} />
      <div className="mt-5 flex flex-wrap gap-2">
        <Button variant="destructive" disabled={update.isPending} onClick={cancel}>
          {t.cancelConfirm}
        </Button>
        <Button variant="outline" onClick={close} data-autofocus>
          {t.keep}
        </Button>
      </div>
    </Modal>
  );
}

// The wall time as typed; whether the business's clock has it is checked on submit.
const moveSchema = z.object({ wall: z.string() });

/**
 * A new start on the business's clock: the datetime input's wall time is sent with the
 * offset the zone has on that day, so 9:00 is 9:00 there whatever the browser's zone.
 */
export function MoveAppointmentDialog({ open, about, start, timeZone, update, returnFocus, onClose }: DialogProps & { start: string; timeZone: string }) {
  const { register, handleSubmit, reset } = useZodForm(moveSchema, { wall: instantToWallTime(start, timeZone) });
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    reset({ wall: instantToWallTime(start, timeZone) });
    onClose();
  };
  const submit = ({ wall }: { wall: string }) => {
    if (!wall) return setError(t.pickTime);
    const instant = wallTimeToInstant(wall, timeZone);
    if (!instant) return setError(t.noSuchTime(timeZone));
    setError(null);
    update.mutate(
      { start: instant },
      {
        onSuccess: () => {
          close();
          void notify.success(t.moved);
        },
        onError: (err) => setError(err.message),
      },
    );
  };
  return (
    <Modal open={open} onOpenChange={(o) => !o && close()} returnFocus={returnFocus} described>
      <ModalTitle>{t.moveTitle}</ModalTitle>
      <ModalDescription>{t.moveText(about)}</ModalDescription>
      <form className="mt-4 grid gap-3" noValidate onSubmit={handleSubmit(submit)}>
        <Field id="move-start" label={t.newStart} required hint={t.newStartHint(timeZone)} error={error ?? undefined}>
          {(a11y) => <input {...a11y} {...register("wall")} type="datetime-local" data-autofocus className={inputClass} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t.saving : t.moveSave}
          </Button>
          <Button variant="outline" onClick={close}>
            {t.close}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
