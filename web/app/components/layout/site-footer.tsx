import { Bot } from "lucide-react";
import { LinkedInIcon } from "~/components/ui/linkedin-icon";
import { Link } from "react-router";
import { brand } from "~/lib/brand";
import { serviceCatalogue } from "~/lib/services";

const companyLinks: FooterLink[] = [
  { label: "About Us", href: "/#about" },
  { label: "Pricing", href: "/pricing" },
  { label: "Contact", href: "/contact" },
  { label: "Support", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
];

const linkClass = "text-sm text-slate-300 hover:text-white";

interface FooterLink {
  label: string;
  href: string;
}

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.href} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { siteName, year, socialUrl } = brand();
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <Bot className="h-6 w-6" aria-hidden />
            {siteName}
          </p>
          <p className="text-sm text-slate-300">
            AI automation for small and medium businesses: voice agents, recruitment, finance, lead management
            and content.
          </p>
          <a href={socialUrl} className={`inline-flex items-center gap-2 ${linkClass}`} rel="noopener noreferrer">
            <LinkedInIcon className="h-5 w-5" aria-hidden />
            {siteName} on LinkedIn
          </a>
        </div>
        <FooterColumn
          title="Services"
          links={serviceCatalogue.map((s) => ({ label: s.title, href: s.link }))}
        />
        <FooterColumn title="Company" links={companyLinks} />
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-sm text-slate-300">
        © {year} {siteName}. All rights reserved.
      </div>
    </footer>
  );
}
