/**
 * The operator's claims: figures the public pages state about the operator's own business
 * (businesses automated, the average cost reduction, uptime, time to full ROI, the setup and
 * support response times, the results customers of each service report). No feature of the product makes them true, so they are the
 * operator's configuration (SITE_CLAIMS_FILE, docs/configuration.md), not page copy; feature
 * claims are listed in the claims register instead (~/content/claims.ts,
 * docs/decisions/0074-claims-register.md).
 *
 * Like the brand values (brand.ts), prerendered HTML carries tokens that the Go server fills
 * in at start-up (internal/webui/brand.go writes the same list: a key of the file, upper-cased,
 * after CLAIM_), and the browser reads the values back from the <meta name="lexa:claim-…">
 * tags the root layout renders, so hydration shows the same text.
 */
export interface SiteClaims {
  /** "500+": businesses automated. */
  businesses: string;
  /** "85%": the average cost reduction on the automated work. */
  costReduction: string;
  /** "60-85%": the range of that reduction. */
  costReductionRange: string;
  /** "24/7": the uptime promise. */
  uptime: string;
  /** "30 days": how soon customers reach full ROI. */
  timeToRoi: string;
  /** "24 hours": how soon the operator's team has a new customer live. */
  setupTime: string;
  /** "2 hours": how soon the support team responds. */
  supportResponse: string;
  /** "75%": less time spent screening applicants, as recruitment customers report it. */
  screeningTimeSaved: string;
  /** "90%": less manual invoice processing time, as payroll customers report it. */
  invoiceTimeSaved: string;
  /** "90%": time saved on content, as content-marketing customers report it. */
  contentTimeSaved: string;
  /** "300%": growth in social reach content-marketing customers report. */
  socialReach: string;
  /** "250%": growth in engagement content-marketing customers report. */
  engagementGrowth: string;
  /** "180%": growth in leads content-marketing customers report. */
  leadGrowth: string;
}

/** Each claim's key in SITE_CLAIMS_FILE; the meta tag and the token follow from it. */
const fileKeys: Readonly<Record<keyof SiteClaims, string>> = {
  businesses: "businesses",
  costReduction: "cost_reduction",
  costReductionRange: "cost_reduction_range",
  uptime: "uptime",
  timeToRoi: "time_to_roi",
  setupTime: "setup_time",
  supportResponse: "support_response",
  screeningTimeSaved: "screening_time_saved",
  invoiceTimeSaved: "invoice_time_saved",
  contentTimeSaved: "content_time_saved",
  socialReach: "social_reach",
  engagementGrowth: "engagement_growth",
  leadGrowth: "lead_growth",
};

/** Meta tag name and server token per claim. */
export const siteClaimFields: ReadonlyArray<{ key: keyof SiteClaims; meta: string; token: string }> = (
  Object.keys(fileKeys) as Array<keyof SiteClaims>
).map((key) => ({
  key,
  meta: `lexa:claim-${fileKeys[key].replaceAll("_", "-")}`,
  token: `{{lexa:CLAIM_${fileKeys[key].toUpperCase()}}}`,
}));

function tokens(): SiteClaims {
  return Object.fromEntries(siteClaimFields.map((f) => [f.key, f.token])) as unknown as SiteClaims;
}

/** Reads the claims from a document's meta tags; a missing tag keeps its token. */
export function readSiteClaims(doc: Pick<Document, "querySelector">): SiteClaims {
  const values = tokens();
  for (const f of siteClaimFields) {
    const content = doc.querySelector(`meta[name="${f.meta}"]`)?.getAttribute("content");
    if (content != null) values[f.key] = content;
  }
  return values;
}

/**
 * The claims for rendering: tokens while prerendering, the configured values in the browser.
 * Read each time (one meta tag a claim), so a test that sets the tags sees them.
 */
export function siteClaims(): SiteClaims {
  if (typeof document === "undefined") return tokens();
  return readSiteClaims(document);
}
