/**
 * How a figure moved against the window before (docs/decisions/0031-where-lexa-departs-from-the-spec.md "Where Lexa departs
 * from the spec": the spec's fixed +12% … become these). No badge when there is nothing
 * to compare; "new" when the previous window had none; otherwise the change in whole
 * percent, rounded half away from zero so a rise and a fall of the same size read the same.
 */
export type Change = { kind: "none" } | { kind: "new" } | { kind: "up" | "down" | "flat"; percent: number };

export function change(current: number, previous: number): Change {
  if (current === 0 && previous === 0) return { kind: "none" };
  if (previous === 0) return { kind: "new" };
  const exact = ((current - previous) / previous) * 100;
  const percent = Math.sign(exact) * Math.round(Math.abs(exact));
  if (percent === 0) return { kind: "flat", percent: 0 };
  return { kind: percent > 0 ? "up" : "down", percent };
}

/** "+12%", "−8%" (a real minus sign), "0%"; empty for none or new. */
export function changePercentText(c: Change): string {
  if (c.kind === "none" || c.kind === "new") return "";
  if (c.kind === "flat") return "0%";
  const digits = new Intl.NumberFormat("en-US").format(Math.abs(c.percent));
  return `${c.percent > 0 ? "+" : "\u2212"}${digits}%`;
}
