package webui

import (
	"encoding/json"
	"strings"

	"lexa/internal/lexa"
)

// jsonLDOpen starts a JSON-LD block as React Router renders it.
const jsonLDOpen = `<script type="application/ld+json">`

// brandFiller puts configured brand values, and the plan catalogue's, where the
// prerendered pages have tokens.
// A value is escaped for where it lands: HTML text and attributes, or a JSON string
// inside a JSON-LD block (where HTML entities would be taken literally).
type brandFiller struct {
	html, json *strings.Replacer
}

func newBrandFiller(b Brand) *brandFiller {
	values := []struct{ token, value string }{
		{"{{lexa:SITE_NAME}}", b.SiteName},
		{"{{lexa:CONTACT_EMAIL}}", b.ContactEmail},
		{"{{lexa:CONTACT_PHONE}}", b.ContactPhone},
		{"{{lexa:CONTACT_PHONE_TEL}}", telURI(b.ContactPhone)},
		{"{{lexa:CONTACT_CITY}}", b.ContactCity},
		{"{{lexa:SOCIAL_URL}}", b.SocialURL},
		{"{{lexa:BASE_URL}}", b.BaseURL},
		{"{{lexa:YEAR}}", b.Year},
		{"{{lexa:GOOGLE_SIGN_IN}}", onOff(b.GoogleSignIn)},
	}
	values = append(values, catalogueTokens(b.Plans)...)
	values = append(values, siteClaimTokens(b.Claims)...)
	var htmlPairs, jsonPairs []string
	for _, v := range values {
		htmlPairs = append(htmlPairs, v.token, htmlEscaper.Replace(v.value))
		jsonPairs = append(jsonPairs, v.token, jsonStringContent(v.value))
	}
	return &brandFiller{html: strings.NewReplacer(htmlPairs...), json: strings.NewReplacer(jsonPairs...)}
}

// Replace fills every token in a page.
func (f *brandFiller) Replace(page string) string {
	var out strings.Builder
	out.Grow(len(page))
	for {
		start := strings.Index(page, jsonLDOpen)
		if start < 0 {
			out.WriteString(f.html.Replace(page))
			return out.String()
		}
		start += len(jsonLDOpen)
		end := strings.Index(page[start:], "</script>")
		if end < 0 {
			end = len(page) - start
		}
		out.WriteString(f.html.Replace(page[:start]))
		out.WriteString(f.json.Replace(page[start : start+end]))
		page = page[start+end:]
	}
}

// siteClaimTokens are the operator's claims for the pages, one token per claim named
// after its key in SITE_CLAIMS_FILE ("setup_time" → {{lexa:CLAIM_SETUP_TIME}});
// web/app/lib/site-claims.ts writes the same tokens.
func siteClaimTokens(c lexa.SiteClaims) []struct{ token, value string } {
	var out []struct{ token, value string }
	for _, f := range c.SiteClaimFields() {
		out = append(out, struct{ token, value string }{"{{lexa:CLAIM_" + strings.ToUpper(f.Key) + "}}", *f.Value})
	}
	return out
}

// onOff is how a switch is written in a meta tag.
func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// telURI is the body of a tel: link for a phone number as people write it:
// "+1 (555) 010-4200" → "+15550104200". Only a leading + and the digits are kept.
func telURI(phone string) string {
	var b strings.Builder
	for i, r := range strings.TrimSpace(phone) {
		if (r >= '0' && r <= '9') || (r == '+' && i == 0) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// jsonStringContent escapes s for use inside a JSON string literal. encoding/json also
// escapes <, > and &, so the value cannot close the surrounding <script>.
func jsonStringContent(s string) string {
	b, _ := json.Marshal(s) // a string always marshals
	return string(b[1 : len(b)-1])
}

// htmlEscaper makes a value safe in HTML text and in quoted attribute values.
var htmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;")
