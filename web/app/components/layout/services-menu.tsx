import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { cn } from "~/lib/cn";
import { goToHomeSection } from "~/lib/scroll";
import { serviceCatalogue } from "~/lib/services";
import { navText } from "./nav-messages";

interface ServicesMenuProps {
  label: string;
  className?: string;
}

const itemClass =
  "block rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted focus:bg-muted focus:outline-none aria-[current=page]:text-primary";

/**
 * The desktop nav's Services entry: a menu button (WAI-ARIA menu button pattern) that opens
 * the five service pages and, last, the home page's services section. Enter, Space or
 * ArrowDown open it on the first entry (ArrowUp on the last); arrows, Home and End move;
 * Escape closes it and puts focus back on the button; Tab or a click elsewhere closes it.
 * A mouse click or tap toggles it without moving focus.
 */
export function ServicesMenu({ label, className }: ServicesMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLAnchorElement | null>>([]);
  // The entry to focus once the menu is shown (it cannot take focus while hidden).
  const pendingFocus = useRef<number | null>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const focusItem = (index: number) => {
    const list = items.current.filter((el): el is HTMLAnchorElement => el !== null);
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  // A pointer press outside closes the menu (focus may not move, e.g. on a blank area).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!container.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openOn = (index: number) => {
    if (open) return focusItem(index);
    pendingFocus.current = index;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (open) return close(false);
    // detail 0: Enter or Space, which open on the first entry; a click or tap only opens.
    if (e.detail === 0) pendingFocus.current = 0;
    setOpen(true);
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      openOn(0);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      openOn(-1);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[e.key];
    if (target !== undefined) {
      e.preventDefault();
      focusItem(target);
    } else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") {
      setOpen(false); // focus moves on to the next link of the nav
    }
  };

  const goToSection = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    setOpen(false);
    goToHomeSection("services", pathname, navigate);
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={cn("inline-flex items-center gap-1", className)}
      >
        {label}
        <ChevronDown className={cn("h-4 w-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={label}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 z-40 mt-2 w-64 rounded-lg border border-border bg-background p-2 shadow-lg"
      >
        {serviceCatalogue.map((service, i) => (
          <li key={service.slug} role="none">
            <Link
              ref={(el) => {
                items.current[i] = el;
              }}
              to={service.link}
              role="menuitem"
              tabIndex={-1}
              aria-current={pathname === service.link ? "page" : undefined}
              onClick={() => setOpen(false)}
              className={itemClass}
            >
              {service.title}
            </Link>
          </li>
        ))}
        <li role="none" className="mt-1 border-t border-border pt-1">
          <a
            ref={(el) => {
              items.current[serviceCatalogue.length] = el;
            }}
            href="/#services"
            role="menuitem"
            tabIndex={-1}
            onClick={goToSection}
            className={cn(itemClass, "text-muted-foreground")}
          >
            {navText.allServices}
          </a>
        </li>
      </ul>
    </div>
  );
}
