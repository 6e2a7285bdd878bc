package lexa

// Each service type counts its work in a unit of its own (issue 17): a receptionist
// answers calls, a recruiter screens candidates, payroll processes documents, a call
// center handles leads and content marketing creates posts. A usage report's `units`
// is that count; the monthly usage and the plan's allowance are in the same unit. The
// units, their names and the allowances are columns of the service-type table
// (service_types.go); docs/api.md lists them.

// Allowance is what a plan gives one service type a month.
type Allowance struct {
	// Included tells whether the plan includes the service type at all.
	Included bool `json:"included"`
	// Monthly is the number of units a month; 0 means no cap.
	Monthly int64 `json:"monthly"`
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

// PlanAllowance is what plan planID gives serviceType a month; no plan (or an unknown
// one) includes nothing.
func PlanAllowance(planID string, serviceType ServiceType) Allowance {
	return serviceType.Kind().Allowances[planID]
}
