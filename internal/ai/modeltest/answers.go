package modeltest

// Valid answers of each structured demo, in the schema the model is sent (internal/ai,
// answer_*.go), keyed by the schema's name: what a model that keeps to the schema answers.
const (
	Recruitment = `{"kind":"resume","job_kind":"job_ad","score":91,"verdict":"Strong match: 8 years of Go against 5 asked.",` +
		`"strengths":["Go, 8 years","PostgreSQL"],"gaps":["No Kubernetes in production"],` +
		`"recommendation":"Interview; probe Kubernetes."}`
	Payroll = `{"kind":"invoice","number":"HL-9","date":"2026-04-01","vendor":"Harbor Lights Electric LLC","due_date":"2026-05-01",` +
		`"currency":"USD","total":"245.00","line_items":[{"description":"Breaker","quantity":"3","unit_price":"45.00","amount":"145.00"}],` +
		`"checks":["Breaker: 3 × $45.00 is $135.00, not $145.00.","The items come to $145.00 against a total of $245.00: $100.00 apart."],` +
		`"summary":"Harbor Lights Electric bills $245.00; check the $100.00 difference before paying."}`
	CallCenter = `{"kind":"lead","language":"English","lead":{"name":"Gary Dunn","role":"owner","company":"Lakeside Auto Repair"},` +
		`"missing_details":["e-mail","budget"],"budget":{"strength":"missing","evidence":""},` +
		`"authority":{"strength":"strong","evidence":"He's the owner"},"need":{"strength":"partial","evidence":"Called back"},` +
		`"timeline":{"strength":"missing","evidence":""},"engagement":"He called back.","assessment":{"rating":"warm","reason":"The owner called back."},` +
		`"risks":["No budget stated."],"next_steps":["Call Gary Dunn at Lakeside Auto Repair on (555) 730-2215."],` +
		`"summary":"The owner of a repair shop called back."}`
)

// Valid is the valid answer for a schema's name, "" for none.
func Valid(schemaName string) string {
	switch schemaName {
	case "resume_screening":
		return Recruitment
	case "invoice_reading":
		return Payroll
	case "lead_qualification":
		return CallCenter
	}
	return ""
}
