package lexa

import "time"

// ContactSubmission is a stored contact-form (or demo-request) message.
type ContactSubmission struct {
	ID               string
	Name             string
	Email            string
	Company          string
	Phone            string
	ServiceInterest  string
	CompanySize      string
	PreferredContact string
	Message          string
	IPAddress        string
	SubmittedAt      time.Time
}

// DemoBooking is a booked 30-minute demo call.
type DemoBooking struct {
	ID                  string
	ContactSubmissionID string
	Name                string
	Email               string
	Company             string
	Phone               string
	Employees           string
	Service             DemoService
	Message             string
	SlotStart           time.Time // UTC
	Status              string    // "booked" or "cancelled"
	CreatedAt           time.Time
	CancelledAt         *time.Time
}

// DemoLength is how long every demo call lasts.
const DemoLength = 30 * time.Minute

// DemoService is what a demo is about; its display name is what visitors and the sales
// team read.
type DemoService string

// The demo services and their display names (SPEC.md section 9).
var demoServiceNames = map[DemoService]string{
	"voice-ai":    "Voice AI Receptionists",
	"recruitment": "AI Recruitment System",
	"payroll":     "Payroll Automation",
	"call-center": "Call Center & Lead Management",
	"content":     "Content Marketing AI",
	"general":     "AI Automation Platform",
}

// DisplayName is the service's name as the site shows it; unknown values read as the
// general platform.
func (s DemoService) DisplayName() string {
	if name, ok := demoServiceNames[s]; ok {
		return name
	}
	return demoServiceNames["general"]
}

// Valid tells whether s is one of the known demo services.
func (s DemoService) Valid() bool {
	_, ok := demoServiceNames[s]
	return ok
}
