package lexa

import "time"

// Service statuses: a service is created paused; only an active one records usage.
const (
	ServiceActive = "active"
	ServicePaused = "paused"
)

// MaxServicesPerUser bounds one account's services.
const MaxServicesPerUser = 100

// StarterVoiceCallsPerMonth is the Starter plan's limit: up to 500 calls a month
// (docs/product.md, "Plans"), which is the usage limit of a voice-ai service on that plan.
const StarterVoiceCallsPerMonth = 500

// Service is one automation service of a customer (the spec's services table).
type Service struct {
	ID           string
	UserID       string
	Type         ServiceType
	Name         string
	Status       string
	UsageCurrent int64  // units (DefaultUnits, units.go) reported for UsagePeriod
	UsagePeriod  string // the month UsageCurrent counts, "2006-01" (UTC)
	UsageLimit   int64  // units a month the plan includes; 0 for no cap (Allowance.UsageLimit)
	// UsageIncluded tells whether the owner's plan includes the service's type at all.
	UsageIncluded bool
	CreatedAt     time.Time
}

// ServiceJSON is a service as the API shows it (docs/api.md, "Services and usage").
type ServiceJSON struct {
	ID           string      `json:"id"`
	Type         ServiceType `json:"service_type"`
	Name         string      `json:"service_name"`
	Status       string      `json:"status"`
	UsageCurrent int64       `json:"usage_current"`
	UsageLimit   int64       `json:"usage_limit"`
	// UsageIncluded is ours: whether the plan includes the type (usage_limit 0 is then
	// no cap); false for every type without a plan.
	UsageIncluded bool      `json:"usage_included"`
	CreatedAt     time.Time `json:"created_at"`
}

// JSON is the service as the API shows it at now.
func (s Service) JSON(now time.Time) ServiceJSON {
	return ServiceJSON{ID: s.ID, Type: s.Type, Name: s.Name, Status: s.Status,
		UsageCurrent: s.UnitsThisMonth(now), UsageLimit: s.UsageLimit, UsageIncluded: s.UsageIncluded, CreatedAt: s.CreatedAt}
}

// UsageMonth is the billing month an instant falls in: the calendar month in UTC.
func UsageMonth(t time.Time) string { return t.UTC().Format("2006-01") }

// UnitsThisMonth is the usage the dashboard shows at now: the units reported for the
// current month, and nothing once a new month has begun.
func (s Service) UnitsThisMonth(now time.Time) int64 {
	if s.UsagePeriod != UsageMonth(now) {
		return 0
	}
	return s.UsageCurrent
}

// ServiceInput is an Add Service request as it arrives.
type ServiceInput struct {
	Type ServiceType `json:"service_type"`
	Name string      `json:"service_name"`
}

// ParseNewService checks an Add Service request: a known type and a name of 1 to 100
// characters after sanitising.
func ParseNewService(in ServiceInput) (ServiceInput, error) {
	f := fieldErrors{}
	out := ServiceInput{Type: in.Type, Name: Sanitize(in.Name)}
	checkServiceType(f, out.Type)
	checkServiceName(f, out.Name)
	return out, f.err()
}

func checkServiceType(f fieldErrors, t ServiceType) {
	switch {
	case t == "":
		f.add("service_type", "Service type is required")
	case !t.Valid():
		f.add("service_type", "Choose one of the service types")
	}
}

func checkServiceName(f fieldErrors, name string) {
	if name == "" {
		f.add("service_name", "Service name is required")
	}
	f.maxLen("service_name", name, 100, "Service name must be less than 100 characters")
}

// ServiceUpdate changes a service: each field that is not nil replaces the stored one.
type ServiceUpdate struct {
	Status *string `json:"status"`
	Name   *string `json:"service_name"`
}

// ParseServiceUpdate checks a change: a known status, the name rules, and something to change.
func ParseServiceUpdate(in ServiceUpdate) (ServiceUpdate, error) {
	if in.Status == nil && in.Name == nil {
		return in, Errorf(EInvalid, "Nothing to update.")
	}
	f := fieldErrors{}
	out := ServiceUpdate{Status: in.Status}
	if in.Status != nil && *in.Status != ServiceActive && *in.Status != ServicePaused {
		f.add("status", "Status must be active or paused")
	}
	if in.Name != nil {
		name := Sanitize(*in.Name)
		checkServiceName(f, name)
		out.Name = &name
	}
	return out, f.err()
}

// ErrServiceNotFound answers any service id that is not the user's, whether it exists
// or not: ids reveal nothing.
var ErrServiceNotFound = &Error{Code: ENotFound, Message: "Service not found."}

// ErrTooManyServices refuses a service beyond MaxServicesPerUser.
var ErrTooManyServices = &Error{Code: EConflict, Message: "You can have at most 100 services."}
