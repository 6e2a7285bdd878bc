/**
 * Top navigation, in the spec's order. `section` items scroll to a part of the home page;
 * a `menu` item opens a menu instead (Services: the five service pages, then the section).
 */
export interface NavItem {
  label: string;
  href: string;
  section?: string;
  menu?: "services";
  signedInOnly?: boolean;
}

export const navItems: readonly NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Dashboard", href: "/dashboard", signedInOnly: true },
  { label: "Analytics", href: "/analytics", signedInOnly: true },
  { label: "Services", href: "/#services", section: "services", menu: "services" },
  { label: "Pricing", href: "/pricing" },
  { label: "About", href: "/#about", section: "about" },
  { label: "Contact", href: "/contact" },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return navItems.filter((item) => signedIn || !item.signedInOnly);
}
