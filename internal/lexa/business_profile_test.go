package lexa

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"
)

// The three samples load, validate, and are offered in the demo's order.
func TestSampleBusinessesValidate(t *testing.T) {
	var ids []string
	for _, p := range SampleBusinesses() {
		ids = append(ids, p.ID)
		if err := p.Validate(); err != nil {
			t.Errorf("%s: %v", p.ID, err)
		}
		if len(p.Emergency.Triggers) == 0 || p.Emergency.Phone == "" || len(p.Services) < 5 || len(p.FAQ) < 5 {
			t.Errorf("%s is too thin to play a business: %d triggers, %d services, %d FAQ entries", p.ID, len(p.Emergency.Triggers), len(p.Services), len(p.FAQ))
		}
	}
	if want := []string{"dental-clinic", "hvac-contractor", "law-office"}; !slices.Equal(ids, want) {
		t.Errorf("samples %v, want %v", ids, want)
	}
	if p, ok := SampleBusiness(DefaultBusiness); !ok || p.Name != "Brightsmile Family Dental" {
		t.Errorf("default business: %v %v", p.Name, ok)
	}
	if _, ok := SampleBusiness("lexa"); ok {
		t.Error("an unknown id found a sample")
	}
}

// SampleBusinesses hands out a copy: a caller cannot change the samples for everyone.
func TestSampleBusinessesIsACopy(t *testing.T) {
	list := SampleBusinesses()
	list[0] = BusinessProfile{ID: "changed"}
	if p, _ := SampleBusiness(DefaultBusiness); p.Name == "" {
		t.Error("changing the list changed the samples")
	}
}

func validProfile() BusinessProfile {
	p, _ := SampleBusiness("law-office")
	return p
}

// Validate collects every problem, keyed by the field's JSON path.
func TestBusinessProfileValidateCollectsFieldErrors(t *testing.T) {
	p := validProfile()
	p.ID = "Law Office"
	p.Name = " "
	p.Tone = "grumpy"
	p.Timezone = "Mars/Olympus"
	p.Phone = "call us"
	p.Hours = WeeklyHours{Monday: []OpenSpan{{Open: "09:00", Close: "12:00"}, {Open: "11:00", Close: "17:00"}}, Tuesday: []OpenSpan{{Open: "17:00", Close: "09:00"}}}
	p.Services = append([]BusinessService{}, p.Services...)
	p.Services[0].PriceCents = -1
	p.Services[1].DurationMinutes = 7
	p.Services[2].Name = p.Services[0].Name
	p.Services[3].Keywords = []string{"  ", "ok"}
	p.Booking = BookingRules{LeadTimeHours: -2, SlotMinutes: 0, Collect: []string{"name", "shoe size", "name"}}
	p.Emergency = EmergencyRule{Message: "", Phone: "911"}
	err := p.Validate()
	e, ok := AsError(err)
	if !ok || e.Code != EInvalid {
		t.Fatalf("Validate() = %v, want a validation error", err)
	}
	want := []string{
		"booking.collect[1]", "booking.collect[2]", "booking.lead_time_hours", "booking.slot_minutes",
		"emergency.message", "emergency.phone", "emergency.triggers",
		"hours.monday[1]", "hours.tuesday[0]", "id", "name", "phone",
		"services[0].price_cents", "services[1].duration_minutes", "services[2].name", "services[3].keywords[0]",
		"timezone", "tone",
	}
	if got := slices.Sorted(maps.Keys(e.Fields)); !slices.Equal(got, want) {
		t.Errorf("fields\n got %v\nwant %v", got, want)
	}
}

func TestBusinessProfileValidateLimits(t *testing.T) {
	for name, change := range map[string]func(*BusinessProfile){
		"closed every day": func(p *BusinessProfile) { p.Hours = WeeklyHours{} },
		"no services":      func(p *BusinessProfile) { p.Services = nil },
		"a long greeting":  func(p *BusinessProfile) { p.Greeting = strings.Repeat("a", 501) },
		"a service without keywords": func(p *BusinessProfile) {
			p.Services = append([]BusinessService{}, p.Services...)
			p.Services[0].Keywords = nil
		},
		"a rate per 'Hour!'": func(p *BusinessProfile) {
			p.Services = append([]BusinessService{}, p.Services...)
			p.Services[0].PricePer = "Hour!"
		},
		"an hour of 25": func(p *BusinessProfile) { p.Hours.Monday = []OpenSpan{{Open: "09:00", Close: "25:00"}} },
		"a trigger without phrases": func(p *BusinessProfile) {
			p.Emergency.Triggers = []EmergencyTrigger{{With: []string{"baby"}}}
		},
	} {
		p := validProfile()
		change(&p)
		if err := p.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	p := validProfile()
	p.Hours.Friday = []OpenSpan{{Open: "00:00", Close: "24:00"}} // open around the clock
	if err := p.Validate(); err != nil {
		t.Errorf("a 24-hour day: %v", err)
	}
}

func TestDecodeProfileRefusesUnknownFields(t *testing.T) {
	if _, err := DecodeProfile(strings.NewReader(`{"id": "x", "prices": []}`)); err == nil || !strings.Contains(err.Error(), "prices") {
		t.Errorf("unknown field: %v", err)
	}
	if _, err := DecodeProfile(strings.NewReader(`{"id": "x"} {}`)); err == nil {
		t.Error("trailing data accepted")
	}
}

func TestClockMinutes(t *testing.T) {
	for in, want := range map[string]int{"00:00": 0, "08:30": 510, "17:05": 1025, "24:00": 1440} {
		if got, ok := ClockMinutes(in); !ok || got != want {
			t.Errorf("ClockMinutes(%q) = %d, %v", in, got, ok)
		}
	}
	for _, bad := range []string{"", "8:30", "08:60", "24:30", "-1:00", "08-30", "0830", "ab:cd"} {
		if _, ok := ClockMinutes(bad); ok {
			t.Errorf("ClockMinutes(%q) accepted", bad)
		}
	}
	if got := (WeeklyHours{Saturday: []OpenSpan{{Open: "09:00", Close: "13:00"}}}).Day(time.Saturday); len(got) != 1 {
		t.Errorf("Day(Saturday) = %v", got)
	}
}

// The chat names a sample business, or takes the default; another id is refused.
func TestParseChatBusiness(t *testing.T) {
	msgs := []ChatMessage{{Role: "user", Content: "Hi"}}
	in, err := ParseChat(ChatInput{Messages: msgs})
	if err != nil || in.Business != DefaultBusiness {
		t.Errorf("no business: %q, %v", in.Business, err)
	}
	if in, err := ParseChat(ChatInput{Business: "law-office", Messages: msgs}); err != nil || in.Business != "law-office" {
		t.Errorf("law office: %q, %v", in.Business, err)
	}
	_, err = ParseChat(ChatInput{Business: "lexa-sales", Messages: msgs})
	var e *Error
	if !errors.As(err, &e) || e.Code != EInvalid || e.Fields["business"] != "Choose one of the sample businesses." {
		t.Errorf("unknown business: %v", err)
	}
}
