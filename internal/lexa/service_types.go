package lexa

import "strings"

// ServiceType is one kind of automation service a customer can run. The five kinds and
// everything that differs between them live in one table (serviceKinds below): code
// elsewhere asks the table (KindOf, a Kind's fields) instead of comparing type strings,
// and the web app reads the same table from web/app/lib/service-types.json, which
// TestWebServiceTypesMatchTheTable keeps equal to it (docs/decisions/0050-service-types-in-one-table.md).
type ServiceType string

// The five service types; their ids are the wire values of `service_type`.
const (
	VoiceAI          ServiceType = "voice-ai"
	Recruitment      ServiceType = "recruitment"
	Payroll          ServiceType = "payroll"
	CallCenter       ServiceType = "call-center"
	ContentMarketing ServiceType = "content-marketing"
)

// The kinds of document a service type works on (ServiceKind.Documents).
const (
	DocumentsResumes  = "resumes"
	DocumentsInvoices = "invoices"
)

// ServiceKind is what one service type is and may do.
type ServiceKind struct {
	Type ServiceType `json:"id"`
	// Name is the one display name of the type: the portal, e-mails, lead forms and
	// limit messages all use it (docs/product.md, "The five services").
	Name string `json:"name"`
	// UnitOne and UnitOther name the type's unit of work in a sentence: the unit of a
	// usage report's `units`, of the monthly usage and of the plans' allowances.
	UnitOne   string `json:"unit_one"`
	UnitOther string `json:"unit_other"`
	// UnitLabel is the unit as a heading ("Calls answered").
	UnitLabel string `json:"unit_label"`
	// Demo is the id of the type's live demo on the public pages: its path under
	// /api/ai/ and, with "_" for "-", its rate limit "ai_<demo>" (LiveDemos).
	Demo string `json:"demo"`
	// PublicLink is the kind of public page the type's services can have (EmbedWidget,
	// EmbedForm), "" for none.
	PublicLink string `json:"public_link"`
	// Documents is what the type's services upload and analyze (DocumentsResumes,
	// DocumentsInvoices), "" for none.
	Documents string `json:"documents"`
	// Workspace names the workspace the portal shows for the type's services.
	Workspace string `json:"workspace"`
	// Allowances are what each plan gives the type a month, by plan id.
	Allowances map[string]Allowance `json:"allowances"`

	// The rest is the server's alone.

	// NotThisType is the error a request for the type's own workspace gets on a service
	// of another type.
	NotThisType *Error `json:"-"`
	// TakesCSV tells whether the type's documents may be CSV files (invoices exported
	// from accounting software).
	TakesCSV bool `json:"-"`
	// Reviews are the decisions a customer records on a document, the first a new
	// document's; none for a type without documents.
	Reviews []string `json:"-"`
	// MinutesSavedPerDocument is the manual work one analyzed document takes over, the
	// estimate its usage records (docs/decisions/0038-workspace-documents.md).
	MinutesSavedPerDocument int64 `json:"-"`
	// PastedName names pasted text that was given no name.
	PastedName string `json:"-"`
	// MoreVerb says what more units would be for, in a limit's message ("screen more").
	MoreVerb string `json:"-"`
	// defaultUnits counts the units of a usage report that names none; nil for none.
	defaultUnits func(calls, leads int64) int64
}

// serviceKinds is the table, in the order the site lists the services. Allowances
// follow what each plan card says it includes (docs/product.md, "Plans"): Starter is a
// voice receptionist with up to 500 calls a month; Professional adds recruitment and
// call-center lead scoring, with unlimited calls; Enterprise is all five services
// without caps. The recruitment and lead numbers are ours
// (docs/decisions/0021-honest-numbers-units-allowances-and-analytics.md).
var serviceKinds = []ServiceKind{
	{
		Type: VoiceAI, Name: "Voice AI Receptionists",
		UnitOne: "call answered", UnitOther: "calls answered", UnitLabel: "Calls answered",
		Demo: "voice-chat", PublicLink: EmbedWidget, Workspace: "receptionist",
		Allowances: map[string]Allowance{
			"starter":      {Included: true, Monthly: StarterVoiceCallsPerMonth},
			"professional": {Included: true},
			"enterprise":   {Included: true},
		},
		NotThisType: ErrNoReceptionist,
		// Each call of a report is a call answered.
		defaultUnits: func(calls, _ int64) int64 { return calls },
	},
	{
		Type: Recruitment, Name: "AI Recruitment System",
		UnitOne: "candidate screened", UnitOther: "candidates screened", UnitLabel: "Candidates screened",
		Demo: "recruitment", Documents: DocumentsResumes, Workspace: "candidates",
		Allowances: map[string]Allowance{
			"professional": {Included: true, Monthly: 1_000},
			"enterprise":   {Included: true},
		},
		NotThisType: ErrNoOpenings,
		Reviews:     []string{"new", "shortlisted", "interview", "rejected"},
		// Reading a resume against a job's requirements and noting why.
		MinutesSavedPerDocument: 10, PastedName: "Pasted resume", MoreVerb: "screen more",
	},
	{
		Type: Payroll, Name: "Payroll Automation",
		UnitOne: "document processed", UnitOther: "documents processed", UnitLabel: "Documents processed",
		Demo: "payroll", Documents: DocumentsInvoices, Workspace: "invoices",
		Allowances: map[string]Allowance{
			"enterprise": {Included: true},
		},
		NotThisType: ErrNoDocuments, TakesCSV: true,
		Reviews: []string{"pending", "approved", ReviewFlagged},
		// Keying an invoice into the books and checking its arithmetic.
		MinutesSavedPerDocument: 15, PastedName: "Pasted invoice", MoreVerb: "process more",
	},
	{
		Type: CallCenter, Name: "Call Center & Lead Management",
		UnitOne: "lead handled", UnitOther: "leads handled", UnitLabel: "Leads handled",
		Demo: "callcenter", PublicLink: EmbedForm, Workspace: "leads",
		Allowances: map[string]Allowance{
			"professional": {Included: true, Monthly: 5_000},
			"enterprise":   {Included: true},
		},
		NotThisType: ErrNoInboxLeads,
		// Each lead of a report is a lead handled.
		defaultUnits: func(_, leads int64) int64 { return leads },
	},
	{
		Type: ContentMarketing, Name: "Content Marketing AI",
		UnitOne: "post created", UnitOther: "posts created", UnitLabel: "Posts created",
		Demo: "content", Workspace: "content",
		Allowances: map[string]Allowance{
			"enterprise": {Included: true},
		},
		NotThisType: ErrNoPosts,
		// The content calendar's posts share the documents' allowance check.
		MoreVerb: "create more",
	},
}

// ServiceTypes are the five types in the order the site lists them.
var ServiceTypes = func() []ServiceType {
	out := make([]ServiceType, len(serviceKinds))
	for i, k := range serviceKinds {
		out[i] = k.Type
	}
	return out
}()

// ServiceKinds is the whole table, for the web app's copy and for tests.
func ServiceKinds() []ServiceKind { return serviceKinds }

// KindOf is the table's row of t; false for a type the table does not hold.
func KindOf(t ServiceType) (ServiceKind, bool) {
	for _, k := range serviceKinds {
		if k.Type == t {
			return k, true
		}
	}
	return ServiceKind{}, false
}

// Kind is the table's row of t; an unknown type gets an empty row (no documents, no
// public link, no allowance) named after its id.
func (t ServiceType) Kind() ServiceKind {
	if k, ok := KindOf(t); ok {
		return k
	}
	return ServiceKind{Type: t, Name: string(t)}
}

// Valid tells whether t is one of the five types.
func (t ServiceType) Valid() bool {
	_, ok := KindOf(t)
	return ok
}

// HasDocuments tells whether the type works on uploaded documents.
func (t ServiceType) HasDocuments() bool { return t.Kind().Documents != "" }

// HasPublicLink tells whether the type's services can have public links (embeds).
func (t ServiceType) HasPublicLink() bool { return t.Kind().PublicLink != "" }

// DefaultUnits is the unit count of a usage report that does not name one: the calls of
// a voice-ai report and the leads of a call-center report. Other types have no field
// that counts their unit, so such a report adds none: reports sent before `units`
// existed stay valid and keep their meaning.
func (t ServiceType) DefaultUnits(calls, leads int64) int64 {
	if f := t.Kind().defaultUnits; f != nil {
		return f(calls, leads)
	}
	return 0
}

// ServiceTypeOfDemo is the type whose live demo is demo ("callcenter"); false for a
// demo that names no type ("transcribe").
func ServiceTypeOfDemo(demo string) (ServiceType, bool) {
	for _, k := range serviceKinds {
		if k.Demo == demo {
			return k.Type, true
		}
	}
	return "", false
}

// DemoLimitName is the demo's name in the rate-limit table ("voice-chat" → "voice_chat").
func DemoLimitName(demo string) string { return strings.ReplaceAll(demo, "-", "_") }
