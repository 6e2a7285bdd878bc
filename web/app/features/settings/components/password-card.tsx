import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import type { AuthUser } from "~/lib/auth-user";
import { notify } from "~/lib/notify";
import { useChangePassword } from "../api/password";
import { checkPasswordChange, type PasswordErrors } from "../password-rules";
import { settingsText } from "../settings-messages";
import { SettingsCard } from "./settings-card";

/** Password: change it with the current one; an account that signs in with Google has none. */
export function PasswordCard({ user }: { user: AuthUser }) {
  if (user.app_metadata.provider === "google") {
    return (
      <SettingsCard title="Password">
        <p className="text-muted-foreground">{settingsText.googleHasNoPassword}</p>
      </SettingsCard>
    );
  }
  return (
    <SettingsCard title="Password" description={settingsText.passwordDescription}>
      <PasswordForm />
    </SettingsCard>
  );
}

function PasswordForm() {
  const id = useId();
  const change = useChangePassword();
  const [errors, setErrors] = useState<PasswordErrors>({});

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (change.isPending) return;
    const form = e.currentTarget;
    const data = new FormData(form);
    const current = String(data.get("current_password") ?? "");
    const next = String(data.get("new_password") ?? "");
    const found = checkPasswordChange(current, next);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field with a message gets the focus, so it is read out.
      form.querySelector<HTMLInputElement>(`[name="${found.current_password ? "current_password" : "new_password"}"]`)?.focus();
      return;
    }
    try {
      await change.mutateAsync({ current_password: current, new_password: next });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.current_password || fields.new_password) {
        setErrors({ current_password: fields.current_password, new_password: fields.new_password });
        form.querySelector<HTMLInputElement>(`[name="${fields.current_password ? "current_password" : "new_password"}"]`)?.focus();
        return;
      }
      return void notify.error(err instanceof Error ? err.message : String(err));
    }
    form.reset();
    void notify.success(settingsText.passwordChanged, settingsText.passwordChangedDescription);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <Field id={`${id}-current`} label={settingsText.currentPassword} required error={errors.current_password}>
        {(a11y) => (
          <input {...a11y} name="current_password" type="password" autoComplete="current-password" maxLength={128} className={inputClass} />
        )}
      </Field>
      <Field id={`${id}-new`} label={settingsText.newPassword} required hint={settingsText.newPasswordHint} error={errors.new_password}>
        {(a11y) => <input {...a11y} name="new_password" type="password" autoComplete="new-password" maxLength={128} className={inputClass} />}
      </Field>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? settingsText.changingPassword : settingsText.changePassword}
        </Button>
      </div>
    </form>
  );
}
