import { useId } from "react";
import { controlClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";
import { invoiceReviews, invoiceText as t } from "./invoice-messages";

export interface InvoiceFilterValues {
  review: string;
  vendor: string;
}

/** Review status and a vendor's name (any part of it). */
export function InvoiceFilters({ value, onChange }: { value: InvoiceFilterValues; onChange: (next: InvoiceFilterValues) => void }) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="sr-only">{t.filters}</legend>
      <div>
        <label htmlFor={`${id}-review`} className="block text-sm font-medium">
          {t.review}
        </label>
        <select
          id={`${id}-review`}
          value={value.review}
          onChange={(e) => onChange({ ...value, review: e.target.value })}
          className={cn(controlClass, "h-10 w-40 text-sm")}
        >
          <option value="">{t.allReviews}</option>
          {invoiceReviews.map((r) => (
            <option key={r} value={r}>
              {t.reviews[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor={`${id}-vendor`} className="block text-sm font-medium">
          {t.vendor}
        </label>
        <input
          id={`${id}-vendor`}
          type="search"
          value={value.vendor}
          maxLength={120}
          autoComplete="off"
          placeholder={t.vendorPlaceholder}
          onChange={(e) => onChange({ ...value, vendor: e.target.value })}
          className={cn(controlClass, "h-10 w-full text-sm sm:w-56")}
        />
      </div>
    </fieldset>
  );
}
