import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { AuthUser } from "~/lib/auth-user";
import { notify } from "~/lib/notify";
import { useExportAccount, type Download } from "../api/export-account";
import { settingsText } from "../settings-messages";
import { SettingsCard } from "./settings-card";

const DeleteAccountDialog = lazy(() => import("./delete-account-dialog"));

/** Hands a fetched file to the browser's download, as a link to it would. */
function save({ filename, blob }: Download) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface PrivacyCardProps {
  user: AuthUser;
  /** Opened by /settings?delete=1, on the way back from confirming with Google. */
  confirmedWithGoogle: boolean;
  onDeleteDialogClosed: () => void;
}

/** Privacy: the rights of access (a download of everything) and erasure (delete the account). */
export function PrivacyCard({
  user,
  confirmedWithGoogle,
  onDeleteDialogClosed,
}: PrivacyCardProps) {
  const exportData = useExportAccount();
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [deleteOpen, setDeleteOpen] = useState(confirmedWithGoogle);

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: save,
      onError: (err) => void notify.error(err.message),
    });

  return (
    <SettingsCard title="Privacy" description="Your data belongs to you.">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="outline"
          onClick={download}
          disabled={exportData.isPending}
        >
          {exportData.isPending
            ? settingsText.preparingDownload
            : settingsText.downloadData}
        </Button>
        <Button
          ref={deleteButton}
          variant="destructive"
          aria-haspopup="dialog"
          onClick={() => setDeleteOpen(true)}
        >
          {settingsText.deleteAccount}
        </Button>
      </div>
      {deleteOpen && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            user={user}
            confirmedWithGoogle={confirmedWithGoogle}
            returnFocus={deleteButton}
            onClose={() => {
              setDeleteOpen(false);
              onDeleteDialogClosed();
            }}
          />
        </Suspense>
      )}
    </SettingsCard>
  );
}
