import { ChevronDown } from "lucide-react";
import { useId, useState, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { goToHomeSection } from "~/lib/scroll";
import { serviceCatalogue } from "~/lib/services";
import { navText } from "./nav-messages";

interface ServicesDisclosureProps {
  label: string;
  className?: string;
  /** Called when an entry is followed (the drawer closes). */
  onNavigate: () => void;
}

/**
 * The Services entry inside the phone drawer: a disclosure button (tap, Enter or Space)
 * that shows the five service pages and the home page's services section under it. In a
 * drawer that is already a dialog a nested pop-up menu would be one layer too many.
 */
export function ServicesDisclosure({ label, className, onNavigate }: ServicesDisclosureProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const goToSection = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    onNavigate();
    goToHomeSection("services", pathname, navigate);
  };

  const linkClass = "block rounded-md px-3 py-2.5 text-base hover:bg-muted aria-[current=page]:bg-muted";
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={cn("flex w-full items-center justify-between text-left", className)}
      >
        {label}
        <ChevronDown className={cn("h-5 w-5 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <ul id={listId} hidden={!open} className="ml-3 border-l border-border pl-2">
        {serviceCatalogue.map((service) => (
          <li key={service.slug}>
            <Link
              to={service.link}
              onClick={onNavigate}
              aria-current={pathname === service.link ? "page" : undefined}
              className={linkClass}
            >
              {service.title}
            </Link>
          </li>
        ))}
        <li>
          <a href="/#services" onClick={goToSection} className={cn(linkClass, "text-muted-foreground")}>
            {navText.allServices}
          </a>
        </li>
      </ul>
    </div>
  );
}
