import { Mail, MapPin, Phone } from "lucide-react";
import { brand } from "~/lib/brand";

export function ContactDetails() {
  const { siteName, contactEmail, contactPhone, contactPhoneTel, contactCity } = brand();
  const linkClass = "font-medium text-primary underline-offset-4 hover:underline";
  return (
    <address className="rounded-xl border border-border bg-muted p-6 not-italic">
      <p className="font-semibold text-foreground">{siteName}</p>
      <ul className="mt-3 space-y-3">
        <li className="flex items-center gap-3">
          <Mail className="h-5 w-5 shrink-0 text-primary" aria-hidden />
          <span className="sr-only">E-mail: </span>
          <a href={`mailto:${contactEmail}`} className={`break-all ${linkClass}`}>
            {contactEmail}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Phone className="h-5 w-5 shrink-0 text-primary" aria-hidden />
          <span className="sr-only">Phone: </span>
          <a href={`tel:${contactPhoneTel}`} className={linkClass}>
            {contactPhone}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <MapPin className="h-5 w-5 shrink-0 text-primary" aria-hidden />
          <span className="sr-only">City: </span>
          <span className="text-foreground">{contactCity}</span>
        </li>
      </ul>
    </address>
  );
}
