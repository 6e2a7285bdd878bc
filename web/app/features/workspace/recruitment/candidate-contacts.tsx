import { Mail, Phone } from "lucide-react";
import type { WorkspaceDocument } from "../shared/documents/document-schema";
import { recruitmentText as t } from "./recruitment-messages";

/** A phone number as a tel: link dials it: the digits, with the + of an international one. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** The e-mail address and phone number read from the resume, as links; nothing when none was read. */
export function CandidateContacts({ doc }: { doc: WorkspaceDocument }) {
  const email = doc.candidate_email ?? "";
  const phone = doc.candidate_phone ?? "";
  if (!email && !phone) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="candidate-contacts">
      {email && (
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <Mail className="h-4 w-4 text-muted-foreground" aria-hidden />
            <span className="sr-only">{t.email}</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${email}`} className="underline underline-offset-4 hover:text-primary">
              {email}
            </a>
          </dd>
        </div>
      )}
      {phone && (
        <div className="flex items-center gap-1.5">
          <dt>
            <Phone className="h-4 w-4 text-muted-foreground" aria-hidden />
            <span className="sr-only">{t.phone}</span>
          </dt>
          <dd className="whitespace-nowrap">
            <a href={telHref(phone)} className="underline underline-offset-4 hover:text-primary">
              {phone}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}
