import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { goToHomeSection } from "~/lib/scroll";
import type { NavItem } from "./nav-items";

interface NavLinkProps {
  item: NavItem;
  className?: string;
  onNavigate?: () => void;
}

/**
 * A navigation entry. Section entries are real links to /#id (they work without
 * JavaScript) whose click scrolls smoothly instead, navigating home first when needed.
 */
export function NavLink({ item, className, onNavigate }: NavLinkProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = !item.section && pathname === item.href;

  if (item.section) {
    const section = item.section;
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      e.preventDefault();
      onNavigate?.();
      goToHomeSection(section, pathname, navigate);
    };
    return (
      <a href={item.href} onClick={onClick} className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <Link to={item.href} onClick={onNavigate} className={className} aria-current={current ? "page" : undefined}>
      {item.label}
    </Link>
  );
}
