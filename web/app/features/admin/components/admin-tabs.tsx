import { useId, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

interface AdminTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  /** Every panel is rendered (hidden unless selected), so each keeps its search text. */
  panel: (id: T) => ReactNode;
}

/**
 * Tabs as WAI-ARIA's tabs pattern: one tab stop (the selected tab), arrow keys move and
 * select at once (the panels are already loaded), Home and End jump to the ends. Our own
 * rather than Radix Tabs: this is all the dashboard needs, in a tenth of the code.
 */
export function AdminTabs<T extends string>({ label, tabs, selected, onSelect, panel }: AdminTabsProps<T>) {
  const base = useId();
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;

  // On each tab rather than the tablist: the tabs take focus (a roving tabindex), the list does not.
  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.id === selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  };

  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={cn(
                "-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                isSelected ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="min-w-0 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {panel(tab.id)}
        </div>
      ))}
    </div>
  );
}
