package lexa

// ContactInput is a contact-form submission as it arrives, before sanitising.
type ContactInput struct {
	Name             string `json:"name"`
	Email            string `json:"email"`
	Company          string `json:"company"`
	Phone            string `json:"phone"`
	ServiceInterest  string `json:"service_interest"`
	CompanySize      string `json:"company_size"`
	PreferredContact string `json:"preferred_contact"`
	Message          string `json:"message"`
}

// Sanitized returns the input with every text sanitised (see Sanitize).
func (in ContactInput) Sanitized() ContactInput {
	return ContactInput{
		Name:             Sanitize(in.Name),
		Email:            Sanitize(in.Email),
		Company:          Sanitize(in.Company),
		Phone:            Sanitize(in.Phone),
		ServiceInterest:  Sanitize(in.ServiceInterest),
		CompanySize:      Sanitize(in.CompanySize),
		PreferredContact: Sanitize(in.PreferredContact),
		Message:          Sanitize(in.Message),
	}
}

// ParseContact sanitises and validates a submission with the contact schema
// (docs/product.md, "Validation rules") and its exact messages. The result is safe to store.
func ParseContact(in ContactInput) (ContactInput, error) {
	c := in.Sanitized()
	f := fieldErrors{}
	validateContact(f, c)
	return c, f.err()
}

// validateContact applies the contact schema (docs/product.md, "Validation rules") to
// sanitised values.
func validateContact(f fieldErrors, c ContactInput) {
	if c.Name == "" {
		f.add("name", "Name is required")
	}
	f.maxLen("name", c.Name, 100, "Name must be less than 100 characters")
	if !ValidEmail(c.Email) {
		f.add("email", "Invalid email address")
	}
	f.maxLen("email", c.Email, 255, "Email must be less than 255 characters")
	f.maxLen("company", c.Company, 100, "Company name must be less than 100 characters")
	f.maxLen("phone", c.Phone, 20, "Phone number must be less than 20 characters")
	f.maxLen("service_interest", c.ServiceInterest, 100, "Service interest must be less than 100 characters")
	f.maxLen("company_size", c.CompanySize, 50, "Company size must be less than 50 characters")
	f.maxLen("preferred_contact", c.PreferredContact, 50, "Preferred contact must be less than 50 characters")
	if c.Message == "" {
		f.add("message", "Message is required")
	}
	f.maxLen("message", c.Message, 2000, "Message must be less than 2000 characters")
}
