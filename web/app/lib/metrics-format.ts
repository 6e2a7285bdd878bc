// How the dashboard and analytics write numbers: en-US, whatever the reader's locale,
// like every other word on the site.
const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,234": a whole number with thousands separators. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/**
 * US dollars, with cents only when there are any: "$7,890.50", "$1,200". Revenue is
 * reported to the cent, so rounding it to dollars would hide what was reported, while
 * ".00" on every round amount is noise.
 */
export function formatUsd(amount: number): string {
  const inCents = Math.round(amount * 100);
  return inCents % 100 === 0 ? dollars.format(inCents / 100) : cents.format(inCents / 100);
}
