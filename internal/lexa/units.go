package lexa

// Each service type counts its work in a unit of its own (issue 17): a receptionist
// answers calls, a recruiter screens candidates, payroll processes documents, a call
// center handles leads and content marketing creates posts. A usage report's `units`
// is that count; the monthly usage and the plan's allowance are in the same unit.
//
// The names shown on screen live in the web app (features/dashboard/service-units.ts);
// docs/api.md lists both.

// DefaultUnits is the unit count of a report that does not name one: the calls of a
// voice-ai report (each call is a call answered) and the leads of a call-center report
// (each lead is a lead handled). Other types have no field that counts their unit, so
// such a report adds none: reports sent before `units` existed stay valid and keep
// their meaning.
func DefaultUnits(serviceType string, calls, leads int64) int64 {
	switch serviceType {
	case "voice-ai":
		return calls
	case "call-center":
		return leads
	}
	return 0
}

// Allowance is what a plan gives one service type a month.
type Allowance struct {
	// Included tells whether the plan includes the service type at all.
	Included bool
	// Monthly is the number of units a month; 0 means no cap.
	Monthly int64
}

// UsageLimit is the usage_limit the services API shows for the allowance: the monthly
// cap, or 0 when there is none, as before units existed. A service type the plan does
// not include has no allowance to show either (the dashboard says why from the plan).
func (a Allowance) UsageLimit() int64 {
	if !a.Included {
		return 0
	}
	return a.Monthly
}

// planAllowances are the three plans' monthly allowances, following what each plan card
// says it includes (web/app/features/pricing/plans.ts): Starter is a voice receptionist
// with up to 500 calls a month (SPEC.md section 9); Professional adds recruitment and
// call-center lead scoring, with unlimited calls (SPEC.md); Enterprise is all five
// services without caps. The recruitment and lead numbers are ours (docs/decisions/0021-honest-numbers-units-allowances-and-analytics.md).
var planAllowances = map[string]map[string]Allowance{
	"starter": {
		"voice-ai": {Included: true, Monthly: StarterVoiceCallsPerMonth},
	},
	"professional": {
		"voice-ai":    {Included: true},
		"recruitment": {Included: true, Monthly: 1_000},
		"call-center": {Included: true, Monthly: 5_000},
	},
	"enterprise": {
		"voice-ai":          {Included: true},
		"recruitment":       {Included: true},
		"payroll":           {Included: true},
		"call-center":       {Included: true},
		"content-marketing": {Included: true},
	},
}

// PlanAllowance is what plan planID gives serviceType a month; no plan (or an unknown
// one) includes nothing.
func PlanAllowance(planID, serviceType string) Allowance {
	return planAllowances[planID][serviceType]
}
