import { ChartColumn, LayoutDashboard, Settings, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { ServiceStatusDot, serviceText, statusWord, useServices, workspacePath } from "~/features/dashboard";
import { isCurrentPage } from "../current-page";
import { portalText } from "../portal-messages";

interface PortalNavProps {
  /** Called when an entry is chosen: the drawer closes. */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The signed-in pages' navigation: Dashboard, each of the user's services with its
 * status (newest first, as the dashboard lists them), Analytics and Settings; the page
 * shown is marked aria-current. The services come from the dashboard's own query, so a
 * service added or paused there shows here at once. While they load, or if they cannot
 * be loaded, the group is left out: the dashboard says what went wrong.
 */
export function PortalNav({ onNavigate, className }: PortalNavProps) {
  const { data: services = [] } = useServices();
  const groupId = useId();
  return (
    <nav aria-label={portalText.navLabel} className={cn("flex flex-col gap-6", className)}>
      <ul className="flex flex-col gap-1">
        <Entry href="/dashboard" icon={LayoutDashboard} onNavigate={onNavigate}>
          {portalText.dashboard}
        </Entry>
      </ul>
      {services.length > 0 && (
        <div>
          <p id={groupId} className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {serviceText.heading}
          </p>
          <ul aria-labelledby={groupId} className="flex flex-col gap-1">
            {services.map((service) => (
              <Entry
                key={service.id}
                href={workspacePath(service.id)}
                label={`${service.service_name}, ${statusWord(service)}`}
                title={service.service_name}
                onNavigate={onNavigate}
              >
                <span className="min-w-0 flex-1 truncate">{service.service_name}</span>
                <ServiceStatusDot service={service} className="shrink-0" />
              </Entry>
            ))}
          </ul>
        </div>
      )}
      <ul className="flex flex-col gap-1">
        <Entry href="/analytics" icon={ChartColumn} onNavigate={onNavigate}>
          {portalText.analytics}
        </Entry>
        <Entry href="/settings" icon={Settings} onNavigate={onNavigate}>
          {portalText.settings}
        </Entry>
      </ul>
    </nav>
  );
}

interface EntryProps {
  href: string;
  icon?: LucideIcon;
  /** The name read out, when the text alone would run two words together. */
  label?: string;
  /** The whole name, shown on hover where the line cuts it short. */
  title?: string;
  onNavigate?: () => void;
  children: ReactNode;
}

function Entry({ href, icon: Icon, label, title, onNavigate, children }: EntryProps) {
  const { pathname } = useLocation();
  return (
    <li>
      <Link
        to={href}
        onClick={onNavigate}
        title={title}
        aria-label={label}
        aria-current={isCurrentPage(pathname, href) ? "page" : undefined}
        className={
          "flex min-h-10 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground " +
          "focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
        }
      >
        {Icon && <Icon className="h-4 w-4 shrink-0" aria-hidden />}
        {children}
      </Link>
    </li>
  );
}
