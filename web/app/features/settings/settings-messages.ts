/** The settings page's words: the prescribed ones (docs/product.md, "Accounts and roles", Settings) and ours. */
export const settingsText = {
  profileUpdated: "Profile Updated",
  profileUpdatedDescription: "Your profile information has been saved.",
  avatarGoogle: "Your picture comes from your Google account.",
  avatarInitials: "Your initials stand in for a picture.",
  saveChanges: "Save Changes",
  saving: "Saving...",
  freeTrial: "Free Trial",
  upgradePlan: "Upgrade Plan",
  // Password (ours: issue 23).
  changePassword: "Change Password",
  changingPassword: "Changing...",
  currentPassword: "Current password",
  newPassword: "New password",
  newPasswordHint: "At least 6 characters.",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters",
  passwordChanged: "Password changed",
  passwordChangedDescription:
    "Your other devices were signed out. We sent you an e-mail about the change.",
  passwordDescription: "Changing it signs out your other devices.",
  googleHasNoPassword:
    "You sign in with Google, so there is no password to change here.",
  // Notifications (ours: issue 23).
  notificationsDescription: "Choose which e-mails we send you.",
  notifyHotLeads: "Hot leads",
  notifyHotLeadsHint: "An e-mail as soon as a lead in your inbox scores hot.",
  notifyWeeklySummary: "Weekly usage summary",
  notifyWeeklySummaryHint:
    "Every Monday: last week's units, minutes saved and revenue per service.",
  notifyReceptionist: "Receptionist bookings and messages",
  notifyReceptionistHint:
    "An e-mail as soon as your receptionist books, moves or cancels an appointment or takes a message.",
  notifyDailyCalls: "Daily call summary",
  notifyDailyCallsHint:
    "Each morning after a day with calls: each receptionist's calls of the day before, and how they ended.",
  notifyProductNews: "Product news",
  notifyProductNewsHint:
    "We'll e-mail you when we ship something new. There has been no news mail yet.",
  notificationsSaved: "Notification settings saved",
  notificationsLoadFailed: "Your notification settings could not be loaded.",
  downloadData: "Download my data",
  preparingDownload: "Preparing...",
  deleteAccount: "Delete account",
  deleteTitle: "Delete your account?",
  deleteDescription:
    "This permanently deletes your account, your profile and your sign-in sessions. It cannot be undone.",
  deleteConfirmPassword: "Enter your password to confirm.",
  deleteConfirmGoogle: "To confirm, sign in with Google once more.",
  deleteGoogleConfirmed:
    "You have signed in with Google again. Delete the account now?",
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
