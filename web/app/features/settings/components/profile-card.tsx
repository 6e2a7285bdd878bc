import { useEffect, useId } from "react";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import type { AuthUser } from "~/lib/auth-user";
import { cn } from "~/lib/cn";
import { useZodForm } from "~/lib/form";
import { notify } from "~/lib/notify";
import { useAuth } from "~/providers/auth-provider";
import { useProfile } from "../api/get-profile";
import type { Profile } from "../api/profile-answer-schema";
import { useUpdateProfile } from "../api/update-profile";
import {
  profileSchema,
  type ProfileInput,
  type ProfileValues,
} from "../profile-schema";
import { settingsText } from "../settings-messages";
import { SettingsCard } from "./settings-card";

const editable = ["full_name", "company_name", "phone"] as const;

const formValues = (p: Profile): ProfileInput => ({
  full_name: p.full_name,
  company_name: p.company_name,
  phone: p.phone,
});

/** Profile: name, company and phone editable; e-mail and picture (Google's, or initials) come from the account. */
export function ProfileCard({ user }: { user: AuthUser }) {
  const profile = useProfile();
  return (
    <SettingsCard
      title="Profile"
      description="How we address you and how to reach you."
      className="lg:col-span-2"
    >
      <div className="mb-6 flex items-center gap-4">
        <Avatar user={user} className="h-16 w-16 text-xl" />
        {/* Nothing to change here: a Google account shows its Google picture, any other its initials. */}
        <p className="text-sm text-muted-foreground">
          {user.app_metadata.provider === "google"
            ? settingsText.avatarGoogle
            : settingsText.avatarInitials}
        </p>
      </div>
      {profile.isPending && <Spinner />}
      {profile.isError && (
        <div role="alert" className="flex items-center gap-3">
          <p className="text-destructive">{settingsText.profileLoadFailed}</p>
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
        <ProfileForm profile={profile.data} email={user.email} />
      )}
    </SettingsCard>
  );
}

function ProfileForm({ profile, email }: { profile: Profile; email: string }) {
  const id = useId();
  const { refresh } = useAuth();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = useZodForm<ProfileInput, ProfileValues>(
    profileSchema,
    formValues(profile),
    {
      // Checked as the user types: Save stays off until the changes are valid.
      mode: "onChange",
      reValidateMode: "onChange",
      shouldFocusError: true,
    },
  );

  // Saved values (ours or another tab's) become the new starting point. Only these
  // fields count: ticking a notification box saves the profile too, and must not wipe
  // a name being typed.
  const { full_name, company_name, phone } = profile;
  useEffect(
    () => reset({ full_name, company_name, phone }),
    [full_name, company_name, phone, reset],
  );

  const onValid = async (values: ProfileValues) => {
    try {
      await update.mutateAsync(values);
      void notify.success(
        settingsText.profileUpdated,
        settingsText.profileUpdatedDescription,
      );
      // The header shows the name too.
      void refresh();
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const known = editable.filter((name) => fields[name]);
      for (const name of known)
        setError(name, { type: "server", message: fields[name] });
      if (known.length === 0)
        void notify.error(err instanceof Error ? err.message : String(err));
    }
  };

  const fid = (name: string) => `${id}-${name}`;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field
        id={fid("full_name")}
        label="Full name"
        required
        error={errors.full_name?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("full_name")}
            type="text"
            autoComplete="name"
            maxLength={100}
            className={inputClass}
          />
        )}
      </Field>
      <div>
        <label htmlFor={fid("email")} className="block text-sm font-medium">
          Email
        </label>
        <input
          id={fid("email")}
          type="email"
          value={email}
          readOnly
          aria-describedby={fid("email-hint")}
          className={cn(inputClass, "bg-muted text-muted-foreground")}
        />
        <p
          id={fid("email-hint")}
          className="mt-1 text-xs text-muted-foreground"
        >
          Your sign-in address cannot be changed here.
        </p>
      </div>
      <Field
        id={fid("company_name")}
        label="Company name"
        error={errors.company_name?.message}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("company_name")}
            type="text"
            autoComplete="organization"
            maxLength={100}
            className={inputClass}
          />
        )}
      </Field>
      <Field id={fid("phone")} label="Phone" error={errors.phone?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...register("phone")}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            className={inputClass}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={!isDirty || !isValid || isSubmitting}>
          {isSubmitting ? settingsText.saving : settingsText.saveChanges}
        </Button>
      </div>
    </form>
  );
}
