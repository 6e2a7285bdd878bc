package lexa

import "encoding/json"

// ProfileUpdate is the settings form, or the analytics page's hourly cost: each field
// that is not nil replaces the stored one.
type ProfileUpdate struct {
	FullName    *string      `json:"full_name"`
	CompanyName *string      `json:"company_name"`
	Phone       *string      `json:"phone"`
	HourlyCost  *json.Number `json:"hourly_cost"`
	// The notification preferences (NotificationPrefs), each on its own.
	EmailHotLeads      *bool `json:"email_hot_leads"`
	EmailWeeklySummary *bool `json:"email_weekly_summary"`
	EmailProductNews   *bool `json:"email_product_news"`
	EmailReceptionist  *bool `json:"email_receptionist"`
	EmailDailyCalls    *bool `json:"email_daily_calls"`
	// HourlyCostCents is HourlyCost once checked (ParseProfileUpdate).
	HourlyCostCents *int64 `json:"-"`
}

// DefaultHourlyCostCents is the hourly cost of a profile that has not set one ($25).
const DefaultHourlyCostCents = 2500

// maxHourlyCostCents bounds the hourly cost: $10,000 an hour.
const maxHourlyCostCents = 10_000 * 100

const hourlyCostMessage = "Hourly cost must be an amount from 0 to 10,000 with at most two decimals"

// ParseProfileUpdate sanitises the given fields and applies the profile rules, with the
// messages of the sign-up and contact forms (testdata/validation/account.json).
func ParseProfileUpdate(in ProfileUpdate) (ProfileUpdate, error) {
	f := fieldErrors{}
	// The preferences are yes or no: nothing to check.
	out := ProfileUpdate{EmailHotLeads: in.EmailHotLeads, EmailWeeklySummary: in.EmailWeeklySummary, EmailProductNews: in.EmailProductNews,
		EmailReceptionist: in.EmailReceptionist, EmailDailyCalls: in.EmailDailyCalls}
	if in.FullName != nil {
		v := Sanitize(*in.FullName)
		checkFullName(f, "full_name", v)
		out.FullName = &v
	}
	if in.CompanyName != nil {
		v := Sanitize(*in.CompanyName)
		f.maxLen("company_name", v, 100, "Company name must be less than 100 characters")
		out.CompanyName = &v
	}
	if in.Phone != nil {
		v := Sanitize(*in.Phone)
		f.maxLen("phone", v, 20, "Phone number must be less than 20 characters")
		out.Phone = &v
	}
	if in.HourlyCost != nil {
		c := amountCents(f, "hourly_cost", *in.HourlyCost, maxHourlyCostCents, hourlyCostMessage)
		out.HourlyCostCents = &c
	}
	return out, f.err()
}

// checkFullName is the full-name rule (docs/product.md, "Validation rules"): 2 to 100
// characters after sanitising.
func checkFullName(f fieldErrors, field, name string) {
	if textLength(name) < 2 {
		f.add(field, "Name must be at least 2 characters")
	}
	f.maxLen(field, name, 100, "Name must be less than 100 characters")
}
