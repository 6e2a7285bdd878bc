import * as z from "zod/mini";

/**
 * The codes every line of an accounting export is coded to (docs/api.md, `account_code`
 * and `tax_type`; decision 0064). An empty code is the format's default, which the server
 * fills in. They are kept in this browser per service, so the next export uses them too.
 */
export interface ExportCodes {
  account_code: string;
  tax_type: string;
}

export const noExportCodes: ExportCodes = { account_code: "", tax_type: "" };

/** The server's rule and message (internal/lexa/accounting_export.go; shared vectors in testdata/validation/export-codes.json). */
export const exportCodeMessage = "Use at most 60 letters, digits, spaces and . _ - ( ) % & / : , ' starting with a letter or digit.";
const exportCode = /^[\p{L}\p{N}][\p{L}\p{N} ._()%&/:,'-]{0,59}$/u;

const code = z.pipe(
  z.pipe(z.string(), z.transform((value) => value.trim())),
  z.string().check(z.refine((value) => value === "" || exportCode.test(value), { message: exportCodeMessage })),
);

export const exportCodesSchema = z.object({ account_code: code, tax_type: code });

const storageKey = (serviceId: string) => `lexa.export-codes.${serviceId}`;

/** The codes saved for a service, or none (nothing saved, or storage unavailable). */
export function loadExportCodes(serviceId: string): ExportCodes {
  try {
    const saved: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey(serviceId)) ?? "null");
    const parsed = exportCodesSchema.safeParse(saved);
    return parsed.success ? parsed.data : noExportCodes;
  } catch {
    return noExportCodes;
  }
}

/** Keeps the codes for the service's next exports; none clears them. */
export function saveExportCodes(serviceId: string, codes: ExportCodes): void {
  try {
    if (codes.account_code === "" && codes.tax_type === "") globalThis.localStorage?.removeItem(storageKey(serviceId));
    else globalThis.localStorage?.setItem(storageKey(serviceId), JSON.stringify(codes));
  } catch {
    // Private browsing without storage: the codes last until the page is left.
  }
}

/** The codes that are set, as query parameters of an accounting export. */
export function exportCodeParams(codes: ExportCodes): Record<string, string> {
  const out: Record<string, string> = {};
  if (codes.account_code) out.account_code = codes.account_code;
  if (codes.tax_type) out.tax_type = codes.tax_type;
  return out;
}
