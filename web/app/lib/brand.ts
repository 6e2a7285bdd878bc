/**
 * Brand values (site name, contact details, copyright year) are configuration of the
 * running server, not of the build. Prerendered HTML carries tokens that the Go server
 * replaces at start-up (internal/webui); in the browser the values are read back from
 * the <meta name="lexa:…"> tags the root layout renders, so hydration sees the same text.
 */
export interface Brand {
  siteName: string;
  contactEmail: string;
  contactPhone: string;
  /** The phone as a tel: URI body (+ and digits), derived by the server. */
  contactPhoneTel: string;
  contactCity: string;
  socialUrl: string;
  baseUrl: string;
  year: string;
  /** "on" when Google sign-in is configured (GOOGLE_CLIENT_ID), else "off". */
  googleSignIn: string;
}

/** Meta tag name per brand field; the tokens are what the server substitutes. */
export const brandFields: ReadonlyArray<{ key: keyof Brand; meta: string; token: string }> = [
  { key: "siteName", meta: "lexa:site-name", token: "{{lexa:SITE_NAME}}" },
  { key: "contactEmail", meta: "lexa:contact-email", token: "{{lexa:CONTACT_EMAIL}}" },
  { key: "contactPhone", meta: "lexa:contact-phone", token: "{{lexa:CONTACT_PHONE}}" },
  { key: "contactPhoneTel", meta: "lexa:contact-phone-tel", token: "{{lexa:CONTACT_PHONE_TEL}}" },
  { key: "contactCity", meta: "lexa:contact-city", token: "{{lexa:CONTACT_CITY}}" },
  { key: "socialUrl", meta: "lexa:social-url", token: "{{lexa:SOCIAL_URL}}" },
  { key: "baseUrl", meta: "lexa:base-url", token: "{{lexa:BASE_URL}}" },
  { key: "year", meta: "lexa:year", token: "{{lexa:YEAR}}" },
  { key: "googleSignIn", meta: "lexa:google-sign-in", token: "{{lexa:GOOGLE_SIGN_IN}}" },
];

let cached: Brand | undefined;

function tokens(): Brand {
  return Object.fromEntries(brandFields.map((f) => [f.key, f.token])) as unknown as Brand;
}

/** Reads brand values from a document's meta tags; missing tags keep their token. */
export function readBrand(doc: Pick<Document, "querySelector">): Brand {
  const values = tokens();
  for (const f of brandFields) {
    const content = doc.querySelector(`meta[name="${f.meta}"]`)?.getAttribute("content");
    if (content != null) values[f.key] = content;
  }
  return values;
}

/** The brand for rendering: tokens while prerendering, configured values in the browser. */
export function brand(): Brand {
  if (typeof document === "undefined") return tokens();
  cached ??= readBrand(document);
  return cached;
}
