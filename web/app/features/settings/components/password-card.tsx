import { useId } from "react";
import * as z from "zod/mini";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { ApiError } from "~/lib/api";
import type { AuthUser } from "~/lib/auth-user";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { useChangePassword } from "../api/change-password";
import { checkPasswordChange, type PasswordErrors } from "../password-rules";

// The browser's check, with the server's messages (password-rules.ts); the server checks again.
const passwordSchema = z
  .object({ current_password: z.string(), new_password: z.string() })
  .check((payload) => {
    const errors = checkPasswordChange(
      payload.value.current_password,
      payload.value.new_password,
    );
    for (const field of Object.keys(errors) as (keyof PasswordErrors)[]) {
      payload.issues.push({
        code: "custom",
        message: errors[field]!,
        input: payload.value,
        path: [field],
      });
    }
  });
type PasswordValues = z.output<typeof passwordSchema>;
import { settingsText } from "../settings-messages";
import { SettingsCard } from "./settings-card";

/** Password: change it with the current one; an account that signs in with Google has none. */
export function PasswordCard({ user }: { user: AuthUser }) {
  if (user.app_metadata.provider === "google") {
    return (
      <SettingsCard title="Password">
        <p className="text-muted-foreground">
          {settingsText.googleHasNoPassword}
        </p>
      </SettingsCard>
    );
  }
  return (
    <SettingsCard
      title="Password"
      description={settingsText.passwordDescription}
    >
      <PasswordForm />
    </SettingsCard>
  );
}

function PasswordForm() {
  const id = useId();
  const change = useChangePassword();
  // The first field with a message gets the focus, so it is read out.
  const { register, handleSubmit, setError, setFocus, reset, formState } =
    useZodForm(
      passwordSchema,
      { current_password: "", new_password: "" },
      { shouldFocusError: true },
    );
  const errors = formState.errors;

  async function onValid(values: PasswordValues) {
    if (change.isPending) return;
    try {
      await change.mutateAsync(values);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      if (fields.current_password || fields.new_password) {
        if (fields.current_password)
          setError("current_password", {
            type: "server",
            message: fields.current_password,
          });
        if (fields.new_password)
          setError("new_password", {
            type: "server",
            message: fields.new_password,
          });
        setFocus(fields.current_password ? "current_password" : "new_password");
        return;
      }
      return void notify.error(
        err instanceof Error ? err.message : String(err),
      );
    }
    reset();
    void notify.success(
      settingsText.passwordChanged,
      settingsText.passwordChangedDescription,
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5">
      <Field
        id={`${id}-current`}
        label={settingsText.currentPassword}
        required
        error={errors.current_password?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("current_password")}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={`${id}-new`}
        label={settingsText.newPassword}
        required
        hint={settingsText.newPasswordHint}
        error={errors.new_password?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("new_password")}
            type="password"
            autoComplete="new-password"
            maxLength={128}
            className={inputClass}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending
            ? settingsText.changingPassword
            : settingsText.changePassword}
        </Button>
      </div>
    </form>
  );
}
