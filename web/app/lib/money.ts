const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * Whole US dollars, e.g. 12345 → "$12,345". The server fills prerendered pages with the
 * same text (Go's lexa.FormatUSD; testdata/money.json holds the cases both check), so a
 * price renders identically before and after hydration.
 */
export function formatUsd(n: number): string {
  // `|| 0` turns the -0 that Math.round(-0.4) gives into 0, so it never prints "-$0".
  return usd.format(Number.isFinite(n) ? Math.round(n) || 0 : 0);
}
