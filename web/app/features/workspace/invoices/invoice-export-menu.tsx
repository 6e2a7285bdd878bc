import * as Menu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, FileDown } from "lucide-react";
import { useId, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { documentsExportUrl, type DocumentFilters, type ExportFormat } from "../shared/documents/api/paths";
import { exportCodeParams, loadExportCodes, saveExportCodes, type ExportCodes } from "./export-codes";
import { ExportCodesDialog } from "./export-codes-dialog";
import { invoiceText as t } from "./invoice-messages";

const itemClass =
  "flex cursor-pointer flex-col items-start gap-0.5 rounded-md px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted";

/** The export's formats, in the menu's order (decision 0064). */
const formats: { format: ExportFormat; label: string; hint: string }[] = [
  { format: "", label: t.exportCsv, hint: t.exportCsvHint },
  { format: "quickbooks", label: t.exportQuickBooks, hint: t.exportQuickBooksHint },
  { format: "xero", label: t.exportXero, hint: t.exportXeroHint },
];

/** "6100, 20% (VAT on Expenses)", or "the defaults". */
const codesSummary = (codes: ExportCodes) => [codes.account_code, codes.tax_type].filter(Boolean).join(", ") || t.exportCodesDefault;

/**
 * The invoices' export: a menu button (WAI-ARIA; Enter, Space or an arrow key opens it,
 * the arrows move, Escape closes) whose items download the invoices shown, with the
 * list's filters, in Lexa's columns or for an accounting system's bill import, and a last
 * item that sets the account and tax codes of those imports.
 */
export function InvoiceExportMenu({ serviceId, filters }: { serviceId: string; filters: DocumentFilters }) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [codes, setCodes] = useState(() => loadExportCodes(serviceId));
  const [editing, setEditing] = useState(false);
  // Each item's name is its label; its hint describes it.
  const names = (key: string) => ({ "aria-labelledby": `${id}-${key}-label`, "aria-describedby": `${id}-${key}-hint` });
  const text = (key: string, label: string, hint: string) => (
    <>
      <span id={`${id}-${key}-label`} className="font-medium">
        {label}
      </span>
      <span id={`${id}-${key}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </span>
    </>
  );
  return (
    <>
      {/* Not modal: a menu button's menu leaves the page readable; Escape, Tab and a click
          outside close it. */}
      <Menu.Root modal={false}>
        <Menu.Trigger ref={trigger} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={t.exportLabel}>
          <FileDown className="h-4 w-4" aria-hidden />
          {t.export}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={6}
            className="z-40 max-w-[calc(100vw-1.5rem)] min-w-64 rounded-lg border border-border bg-background p-1 text-foreground shadow-lg"
          >
            {formats.map(({ format, label, hint }) => (
              <Menu.Item key={format || "csv"} className={itemClass} asChild>
                <a href={documentsExportUrl(serviceId, filters, format, exportCodeParams(codes))} download {...names(format || "csv")}>
                  {text(format || "csv", label, hint)}
                </a>
              </Menu.Item>
            ))}
            <Menu.Separator className="my-1 h-px bg-border" />
            <Menu.Item className={itemClass} onSelect={() => setEditing(true)} {...names("codes")}>
              {text("codes", t.exportCodes, t.exportCodesHint(codesSummary(codes)))}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <ExportCodesDialog
        open={editing}
        codes={codes}
        returnFocus={trigger.current}
        onClose={() => setEditing(false)}
        onSave={(next) => {
          saveExportCodes(serviceId, next);
          setCodes(next);
          setEditing(false);
        }}
      />
    </>
  );
}
