import { Download } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { documentFileUrl } from "../api/paths";
import { documentsText } from "../documents-messages";

/** The original file of a document, downloaded (the server sends it as an attachment). */
export function DownloadDocumentLink({ serviceId, docId, name }: { serviceId: string; docId: string; name: string }) {
  return (
    <a
      href={documentFileUrl(serviceId, docId)}
      download
      aria-label={documentsText.downloadFile(name)}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Download className="h-4 w-4" aria-hidden />
      {documentsText.download}
    </a>
  );
}
