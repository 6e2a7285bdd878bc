/** The settings page's words: the spec's (SPEC.md "/settings", section 8 "Other") and ours. */
export const settingsText = {
  profileUpdated: "Profile Updated",
  profileUpdatedDescription: "Your profile information has been saved.",
  changeAvatar: "Change Avatar",
  avatarHint: "Your picture is managed by your sign-in provider.",
  saveChanges: "Save Changes",
  saving: "Saving...",
  freeTrial: "Free Trial",
  upgradePlan: "Upgrade Plan",
  notificationsPlaceholder: "Notification settings will be available in a future update.",
  downloadData: "Download my data",
  preparingDownload: "Preparing...",
  deleteAccount: "Delete account",
  deleteTitle: "Delete your account?",
  deleteDescription:
    "This permanently deletes your account, your profile and your sign-in sessions. It cannot be undone.",
  deleteConfirmPassword: "Enter your password to confirm.",
  deleteConfirmGoogle: "To confirm, sign in with Google once more.",
  deleteGoogleConfirmed: "You have signed in with Google again. Delete the account now?",
  continueWithGoogle: "Continue with Google",
  deleting: "Deleting...",
  cancel: "Cancel",
  accountDeleted: "Account deleted",
  accountDeletedDescription: "Your account and its data have been deleted.",
  profileLoadFailed: "Your profile could not be loaded.",
  tryAgain: "Try Again",
} as const;

/** The delete dialog's line for an account with a plan: deleting cancels it at once (docs/api.md, DELETE /api/account). */
export function deleteCancelsPlan(planName: string): string {
  return `Your ${planName} plan will be cancelled immediately, with no refund for the rest of the billing period.`;
}
