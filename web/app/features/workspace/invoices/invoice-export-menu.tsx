import * as Menu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, FileDown } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import { documentsExportUrl, type DocumentFilters, type ExportFormat } from "../shared/documents/api/paths";
import { invoiceText as t } from "./invoice-messages";

const itemClass =
  "flex cursor-pointer flex-col items-start gap-0.5 rounded-md px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted";

/** The export's formats, in the menu's order (decision 0064). */
const formats: { format: ExportFormat; label: string; hint: string }[] = [
  { format: "", label: t.exportCsv, hint: t.exportCsvHint },
  { format: "quickbooks", label: t.exportQuickBooks, hint: t.exportQuickBooksHint },
  { format: "xero", label: t.exportXero, hint: t.exportXeroHint },
];

/**
 * The invoices' export: a menu button (WAI-ARIA; Enter, Space or an arrow key opens it,
 * the arrows move, Escape closes) whose items download the invoices shown, with the
 * list's filters, in Lexa's columns or for an accounting system's bill import.
 */
export function InvoiceExportMenu({ serviceId, filters }: { serviceId: string; filters: DocumentFilters }) {
  const id = useId();
  return (
    // Not modal: a menu button's menu leaves the page readable; Escape, Tab and a click
    // outside close it.
    <Menu.Root modal={false}>
      <Menu.Trigger className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={t.exportLabel}>
        <FileDown className="h-4 w-4" aria-hidden />
        {t.export}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-64 rounded-lg border border-border bg-background p-1 text-foreground shadow-lg"
        >
          {formats.map(({ format, label, hint }) => {
            // The item's name is the format; the hint describes it.
            const key = `${id}-${format || "csv"}`;
            return (
              <Menu.Item key={key} className={itemClass} asChild>
                <a href={documentsExportUrl(serviceId, filters, format)} download aria-labelledby={`${key}-label`} aria-describedby={`${key}-hint`}>
                  <span id={`${key}-label`} className="font-medium">
                    {label}
                  </span>
                  <span id={`${key}-hint`} className="text-xs text-muted-foreground">
                    {hint}
                  </span>
                </a>
              </Menu.Item>
            );
          })}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
