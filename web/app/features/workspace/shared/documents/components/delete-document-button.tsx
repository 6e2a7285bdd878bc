import { Trash2 } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { documentsText as t } from "../documents-messages";

const DeleteDocumentDialog = lazy(() => import("./delete-document-dialog"));

/** 'Delete', confirmed in a dialog first. */
export function DeleteDocumentButton({ serviceId, docId, name }: { serviceId: string; docId: string; name: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-label={t.deleteNamed(name)}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        {t.delete}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeleteDocumentDialog
            serviceId={serviceId}
            docId={docId}
            name={name}
            returnFocus={button.current}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
