package lexa

import (
	"encoding/json"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// The Add Service rules, from the vectors the browser's form is tested with too.
func TestServiceValidationVectors(t *testing.T) {
	raw, err := os.ReadFile("../../testdata/validation/service.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Vectors []struct {
			Name   string
			Input  ServiceInput
			Fields map[string]string
		}
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	for _, v := range doc.Vectors {
		_, err := ParseNewService(v.Input)
		if got := fieldsOf(err); !maps.Equal(got, v.Fields) {
			t.Errorf("%s: %v, want %v", v.Name, got, v.Fields)
		}
	}
}

func TestServiceUpdateRules(t *testing.T) {
	str := func(s string) *string { return &s }
	for _, tc := range []struct {
		name string
		in   ServiceUpdate
		want map[string]string
	}{
		{"activate", ServiceUpdate{Status: str("active")}, nil},
		{"pause and rename", ServiceUpdate{Status: str("paused"), Name: str(" New name ")}, nil},
		{"unknown status", ServiceUpdate{Status: str("deleted")}, map[string]string{"status": "Status must be active or paused"}},
		{"empty name", ServiceUpdate{Name: str("<i></i>")}, map[string]string{"service_name": "Service name is required"}},
	} {
		_, err := ParseServiceUpdate(tc.in)
		if got := fieldsOf(err); !maps.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	if _, err := ParseServiceUpdate(ServiceUpdate{}); ErrorCodeOf(err) != EInvalid {
		t.Errorf("an empty update: %v", err)
	}
}

func TestUsageLimitsAndMonths(t *testing.T) {
	limit := func(plan string, typ ServiceType) int64 { return PlanAllowance(plan, typ).UsageLimit() }
	if limit("starter", "voice-ai") != 500 || limit("starter", "recruitment") != 0 ||
		limit("professional", "voice-ai") != 0 || limit("", "voice-ai") != 0 {
		t.Error("plan limits")
	}
	now := time.Date(2026, 11, 30, 23, 59, 0, 0, time.UTC)
	s := Service{UsageCurrent: 42, UsagePeriod: "2026-11"}
	if s.UnitsThisMonth(now) != 42 || s.UnitsThisMonth(now.Add(2*time.Minute)) != 0 {
		t.Error("the monthly count starts afresh with the month")
	}
}

func TestParseUsage(t *testing.T) {
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name  string
		in    string
		want  UsageRecord
		field string // the field with a problem, "" for valid
	}{
		{"all fields", `{"idempotency_key":"k1","calls":3,"leads":1,"revenue":49.99,"occurred_at":"2026-11-23T10:00:00+01:00"}`,
			UsageRecord{IdempotencyKey: "k1", Calls: 3, Leads: 1, RevenueCents: 4999, OccurredAt: time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC), TimeGiven: true}, ""},
		{"defaults", `{"idempotency_key":" k2 "}`, UsageRecord{IdempotencyKey: "k2", OccurredAt: now}, ""},
		{"units and minutes", `{"idempotency_key":"k","units":12,"minutes_saved":1000000}`,
			UsageRecord{IdempotencyKey: "k", Units: 12, UnitsGiven: true, MinutesSaved: 1_000_000, OccurredAt: now}, ""},
		{"zero units named", `{"idempotency_key":"k","units":0}`, UsageRecord{IdempotencyKey: "k", UnitsGiven: true, OccurredAt: now}, ""},
		{"fractional units", `{"idempotency_key":"k","units":2.5}`, UsageRecord{}, "units"},
		{"negative units", `{"idempotency_key":"k","units":-3}`, UsageRecord{}, "units"},
		{"too many units", `{"idempotency_key":"k","units":1000001}`, UsageRecord{}, "units"},
		{"units as text", `{"idempotency_key":"k","units":"12"}`, UsageRecord{IdempotencyKey: "k", Units: 12, UnitsGiven: true, OccurredAt: now}, ""},
		{"fractional minutes", `{"idempotency_key":"k","minutes_saved":0.5}`, UsageRecord{}, "minutes_saved"},
		{"too many minutes", `{"idempotency_key":"k","minutes_saved":1000001}`, UsageRecord{}, "minutes_saved"},
		{"whole dollars", `{"idempotency_key":"k","revenue":10000000}`, UsageRecord{IdempotencyKey: "k", RevenueCents: 1_000_000_000, OccurredAt: now}, ""},
		{"one decimal", `{"idempotency_key":"k","revenue":0.5}`, UsageRecord{IdempotencyKey: "k", RevenueCents: 50, OccurredAt: now}, ""},
		{"no key", `{"calls":1}`, UsageRecord{}, "idempotency_key"},
		{"long key", `{"idempotency_key":"` + strings.Repeat("k", 101) + `"}`, UsageRecord{}, "idempotency_key"},
		{"fractional calls", `{"idempotency_key":"k","calls":1.5}`, UsageRecord{}, "calls"},
		{"negative leads", `{"idempotency_key":"k","leads":-1}`, UsageRecord{}, "leads"},
		{"too many calls", `{"idempotency_key":"k","calls":1000001}`, UsageRecord{}, "calls"},
		{"exponent", `{"idempotency_key":"k","calls":1e3}`, UsageRecord{}, "calls"},
		{"three decimals", `{"idempotency_key":"k","revenue":1.999}`, UsageRecord{}, "revenue"},
		{"too much revenue", `{"idempotency_key":"k","revenue":10000000.01}`, UsageRecord{}, "revenue"},
		{"bad time", `{"idempotency_key":"k","occurred_at":"yesterday"}`, UsageRecord{}, "occurred_at"},
		{"future", `{"idempotency_key":"k","occurred_at":"2026-11-23T12:10:00Z"}`, UsageRecord{}, "occurred_at"},
		{"too old", `{"idempotency_key":"k","occurred_at":"2026-08-24T11:00:00Z"}`, UsageRecord{}, "occurred_at"},
	} {
		var in UsageInput
		if err := json.Unmarshal([]byte(tc.in), &in); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, err := ParseUsage(in, now)
		fields := fieldsOf(err)
		if tc.field != "" {
			if _, ok := fields[tc.field]; !ok || len(fields) != 1 {
				t.Errorf("%s: problems %v, want one with %s", tc.name, fields, tc.field)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s: %+v %v, want %+v", tc.name, got, err, tc.want)
		}
	}
}

// A report's units are its own when it names them, else its type's default.
func TestReportUnitsForEachType(t *testing.T) {
	r := UsageRecord{Calls: 7, Leads: 3}
	for typ, want := range map[ServiceType]int64{"voice-ai": 7, "call-center": 3, "recruitment": 0, "payroll": 0, "content-marketing": 0} {
		if got := r.ForService(typ); got.Units != want || !got.UnitsGiven {
			t.Errorf("%s: %+v, want %d units", typ, got, want)
		}
	}
	named := UsageRecord{Calls: 7, Units: 2, UnitsGiven: true}
	if got := named.ForService("voice-ai"); got.Units != 2 {
		t.Errorf("named units replaced: %+v", got)
	}
	if again := r.ForService("voice-ai").ForService("call-center"); again.Units != 7 {
		t.Errorf("units filled in twice: %+v", again)
	}
}

// Plans allow what their cards say: Starter a receptionist of 500 calls, Professional
// adds recruitment and lead management, Enterprise all five without caps.
func TestPlanAllowances(t *testing.T) {
	for _, tc := range []struct {
		plan string
		typ  ServiceType
		want Allowance
	}{
		{"starter", "voice-ai", Allowance{Included: true, Monthly: 500}},
		{"starter", "recruitment", Allowance{}},
		{"professional", "voice-ai", Allowance{Included: true}},
		{"professional", "recruitment", Allowance{Included: true, Monthly: 1_000}},
		{"professional", "call-center", Allowance{Included: true, Monthly: 5_000}},
		{"professional", "payroll", Allowance{}},
		{"enterprise", "content-marketing", Allowance{Included: true}},
		{"", "voice-ai", Allowance{}},
		{"gold", "voice-ai", Allowance{}},
	} {
		if got := PlanAllowance(tc.plan, tc.typ); got != tc.want {
			t.Errorf("%s %s: %+v, want %+v", tc.plan, tc.typ, got, tc.want)
		}
	}
	for _, k := range ServiceKinds() {
		for plan := range k.Allowances {
			if !slices.Contains(PlanIDs(), plan) {
				t.Errorf("%s names an unknown plan %q", k.Type, plan)
			}
		}
	}
}

// The analytics window and the one before it are whole UTC days of the same length.
func TestMetricsWindow(t *testing.T) {
	w := NewMetricsWindow(time.Date(2026, 3, 1, 0, 30, 0, 0, time.FixedZone("EST", -5*3600)), 30)
	day := func(t time.Time) string { return t.Format(time.DateOnly) }
	if got := [4]string{day(w.From), day(w.To), day(w.PreviousFrom), day(w.PreviousTo)}; got != [4]string{"2026-01-31", "2026-03-01", "2026-01-01", "2026-01-30"} {
		t.Errorf("30 days to 1 March 05:30 UTC: %v", got)
	}
	one := NewMetricsWindow(time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC), 1)
	if day(one.From) != "2026-01-01" || day(one.To) != "2026-01-01" || day(one.PreviousFrom) != "2025-12-31" || day(one.PreviousTo) != "2025-12-31" {
		t.Errorf("one day: %+v", one)
	}
}

func TestResentReports(t *testing.T) {
	at := time.Date(2026, 11, 23, 9, 0, 0, 0, time.UTC)
	prior := UsageRecord{Calls: 2, Leads: 1, RevenueCents: 100, OccurredAt: at}
	again := UsageRecord{Calls: 2, Leads: 1, RevenueCents: 100, OccurredAt: at.Add(time.Hour)} // no time given: dated on arrival
	if !again.SameReport(prior) {
		t.Error("a resent report without a time is not the same report")
	}
	again.TimeGiven = true
	if again.SameReport(prior) {
		t.Error("a report for another time is the same report")
	}
	if (UsageRecord{Calls: 3, Leads: 1, RevenueCents: 100}).SameReport(prior) {
		t.Error("other numbers are the same report")
	}
	if (UsageRecord{Calls: 2, Leads: 1, RevenueCents: 100, Units: 1}).SameReport(prior) ||
		(UsageRecord{Calls: 2, Leads: 1, RevenueCents: 100, MinutesSaved: 1}).SameReport(prior) {
		t.Error("other units or minutes saved are the same report")
	}
}

func TestDollars(t *testing.T) {
	for cents, want := range map[int64]string{0: "0", 5: "0.05", 50: "0.5", 4999: "49.99", 4990: "49.9", 100: "1", 123456789: "1234567.89"} {
		if got := Dollars(cents).String(); got != want {
			t.Errorf("Dollars(%d) = %s, want %s", cents, got, want)
		}
	}
}

func TestAPIKeySecrets(t *testing.T) {
	s1, h1, p1 := NewAPIKeySecret()
	s2, _, _ := NewAPIKeySecret()
	if s1 == s2 || len(s1) != 48 || p1 != s1[:12] || h1 != HashToken(s1) || p1[:5] != "lexa_" {
		t.Errorf("secret %q prefix %q", s1, p1)
	}
}
