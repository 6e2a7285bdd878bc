import { ActionButton } from "~/components/ui/action-button";
import { Button } from "~/components/ui/button";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { notify } from "~/lib/notify";
import { documentsText as t } from "../documents-messages";
import { useDeleteDocument } from "../api/delete-document";
import { ProblemAlert } from "./problem-alert";

interface DeleteDocumentDialogProps {
  serviceId: string;
  docId: string;
  name: string;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}

/** Confirms deleting one document. Default export, loaded on demand. */
export default function DeleteDocumentDialog({ serviceId, docId, name, returnFocus, onClose }: DeleteDocumentDialogProps) {
  const remove = useDeleteDocument(serviceId);
  const confirm = () =>
    remove.mutate(docId, {
      onSuccess: () => {
        void notify.success(t.deleted);
        onClose();
      },
    });
  return (
    <Modal open onOpenChange={(open) => !open && !remove.isPending && onClose()} returnFocus={returnFocus} described>
      <ModalTitle>{t.deleteTitle}</ModalTitle>
      <ModalDescription>{t.deleteText(name)}</ModalDescription>
      <ProblemAlert error={remove.error} className="mt-4" />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending} data-autofocus>
          {t.cancel}
        </Button>
        <ActionButton variant="destructive" busy={remove.isPending} onClick={confirm}>
          {remove.isPending ? t.deleting : t.delete}
        </ActionButton>
      </div>
    </Modal>
  );
}
