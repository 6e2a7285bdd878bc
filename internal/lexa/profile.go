package lexa

// ProfileUpdate is the settings form: each field that is not nil replaces the stored one.
type ProfileUpdate struct {
	FullName    *string `json:"full_name"`
	CompanyName *string `json:"company_name"`
	Phone       *string `json:"phone"`
}

// ParseProfileUpdate sanitises the given fields and applies the profile rules, with the
// messages of the sign-up and contact forms (testdata/validation/account.json).
func ParseProfileUpdate(in ProfileUpdate) (ProfileUpdate, error) {
	f := fieldErrors{}
	out := ProfileUpdate{}
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
	return out, f.err()
}

// checkFullName is the spec's name rule: 2 to 100 characters after sanitising.
func checkFullName(f fieldErrors, field, name string) {
	if textLength(name) < 2 {
		f.add(field, "Name must be at least 2 characters")
	}
	f.maxLen(field, name, 100, "Name must be less than 100 characters")
}
