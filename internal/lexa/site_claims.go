package lexa

// SiteClaims are the operator's own statements about their business that the public
// pages make: how many businesses they serve, the savings their customers see, how fast
// they set a customer up and answer support. No feature of Lexa makes them true, so no
// test can: they are the operator's to set (SITE_CLAIMS_FILE, docs/configuration.md) and
// to stand behind, and the claims register (web/app/content/claims.ts) lists them as
// operator claims (docs/decisions/0074-claims-register.md). Each is short text that the
// pages put into a sentence, such as "500+" or "24 hours".
type SiteClaims struct {
	// Businesses is how many businesses the operator has automated: "500+".
	Businesses string `json:"businesses"`
	// CostReduction is the average cost reduction on the automated work: "85%".
	CostReduction string `json:"cost_reduction"`
	// CostReductionRange is the range of that reduction the chat assistant quotes: "60-85%".
	CostReductionRange string `json:"cost_reduction_range"`
	// Uptime is the operator's availability promise: "24/7".
	Uptime string `json:"uptime"`
	// TimeToROI is how soon customers earn back what they pay: "30 days".
	TimeToROI string `json:"time_to_roi"`
	// SetupTime is how soon the operator's team has a new customer live: "24 hours".
	SetupTime string `json:"setup_time"`
	// SupportResponse is how soon the support team responds: "2 hours".
	SupportResponse string `json:"support_response"`
	// ScreeningTimeSaved is how much less time recruitment customers spend screening
	// applicants: "75%".
	ScreeningTimeSaved string `json:"screening_time_saved"`
	// InvoiceTimeSaved is how much less time payroll customers spend processing invoices
	// by hand: "90%".
	InvoiceTimeSaved string `json:"invoice_time_saved"`
	// ContentTimeSaved is how much time content-marketing customers save: "90%".
	ContentTimeSaved string `json:"content_time_saved"`
	// SocialReach, EngagementGrowth and LeadGrowth are the growth in social reach,
	// engagement and leads content-marketing customers report: "300%", "250%", "180%".
	// Lexa posts nothing and measures no post, so these are the operator's customers' word.
	SocialReach      string `json:"social_reach"`
	EngagementGrowth string `json:"engagement_growth"`
	LeadGrowth       string `json:"lead_growth"`
}

// DefaultSiteClaims are the figures the site shows when the operator sets none: the ones
// the product's first description gave (docs/product.md, "What Lexa is").
func DefaultSiteClaims() SiteClaims {
	return SiteClaims{
		Businesses:         "500+",
		CostReduction:      "85%",
		CostReductionRange: "60-85%",
		Uptime:             "24/7",
		TimeToROI:          "30 days",
		SetupTime:          "24 hours",
		SupportResponse:    "2 hours",
		ScreeningTimeSaved: "75%",
		InvoiceTimeSaved:   "90%",
		ContentTimeSaved:   "90%",
		SocialReach:        "300%",
		EngagementGrowth:   "250%",
		LeadGrowth:         "180%",
	}
}

// SiteClaimFields are the claims by their file key, in the file's order, for code that
// handles every claim alike (reading the file, filling in the pages).
func (c *SiteClaims) SiteClaimFields() []SiteClaimField {
	return []SiteClaimField{
		{"businesses", &c.Businesses},
		{"cost_reduction", &c.CostReduction},
		{"cost_reduction_range", &c.CostReductionRange},
		{"uptime", &c.Uptime},
		{"time_to_roi", &c.TimeToROI},
		{"setup_time", &c.SetupTime},
		{"support_response", &c.SupportResponse},
		{"screening_time_saved", &c.ScreeningTimeSaved},
		{"invoice_time_saved", &c.InvoiceTimeSaved},
		{"content_time_saved", &c.ContentTimeSaved},
		{"social_reach", &c.SocialReach},
		{"engagement_growth", &c.EngagementGrowth},
		{"lead_growth", &c.LeadGrowth},
	}
}

// SiteClaimField is one claim: its key in SITE_CLAIMS_FILE and its value.
type SiteClaimField struct {
	Key   string
	Value *string
}
