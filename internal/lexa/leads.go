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

// A demo is about one service type (its id) or about the platform as a whole.
const (
	DemoGeneral     DemoService = "general"
	demoGeneralName             = "AI Automation Platform"
)

// ParseDemoService reads a demo's service as a form sends it: a service type's id or
// "general". The content-marketing demo was "content" before the type ids were used
// here, and is still read so.
func ParseDemoService(v string) (DemoService, bool) {
	if v == string(DemoGeneral) {
		return DemoGeneral, true
	}
	if t, ok := ServiceTypeOfDemo(v); ok && t == ContentMarketing {
		return DemoService(t), true
	}
	return DemoService(v), ServiceType(v).Valid()
}

// DisplayName is the service's name as the site shows it (the service type's name);
// unknown values, and bookings stored before the type ids, read as their type or the
// general platform.
func (s DemoService) DisplayName() string {
	if t, ok := ServiceTypeOfDemo(string(s)); ok {
		return t.Kind().Name
	}
	if k, ok := KindOf(ServiceType(s)); ok {
		return k.Name
	}
	return demoGeneralName
}

// Valid tells whether s is one of the known demo services.
func (s DemoService) Valid() bool {
	_, ok := ParseDemoService(string(s))
	return ok
}
