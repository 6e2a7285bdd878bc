package lexa

// LeadKind is what a message that arrives as a lead is: a sales lead, or something that
// only looks like one (docs/decisions/0061-lead-kinds-negation-languages.md). The lead
// reader decides it before anything is scored (internal/ai/lead.Read); only a LeadKindLead
// is scored by the lead score's rules, every other kind gets its fixed score below 20 and
// says why. The values are the wire values of the lead scorer's and the inbox lead's
// `kind`.
type LeadKind string

// The kinds of a lead message.
const (
	LeadKindLead      LeadKind = "lead"      // someone who may buy
	LeadKindSpam      LeadKind = "spam"      // bulk mail, a scam, nonsense sent to a form
	LeadKindOptOut    LeadKind = "opt_out"   // "unsubscribe", "do not call this number again"
	LeadKindComplaint LeadKind = "complaint" // an existing customer who is unhappy
	LeadKindApplicant LeadKind = "applicant" // someone asking for a job
	LeadKindVendor    LeadKind = "vendor"    // someone selling to the business
	LeadKindOther     LeadKind = "other"     // anything else: a wrong number, a test, nothing of a lead
)

// LeadKindRule is how a kind other than a lead is scored, and the reason given. Name is
// the kind as a sentence names it ("an opt-out").
type LeadKindRule struct {
	Kind   LeadKind
	Name   string
	Score  int
	Reason string
}

// MaxNotALeadScore bounds the score of every kind but a lead: whatever such a message
// says, it is never a warm lead.
const MaxNotALeadScore = 19

// LeadKindRules are the fixed scores of the kinds that are not leads, with their reasons
// in plain words. The demo's page holds the same table (lead-score.ts); the shared
// vectors in testdata/lead-score.json keep the two alike.
var LeadKindRules = []LeadKindRule{
	{LeadKindSpam, "spam", 0, "This is spam: do not reply or follow up."},
	{LeadKindOptOut, "an opt-out", 0, "This is an opt-out: do not contact this person."},
	{LeadKindVendor, "a vendor's sales pitch", 5, "This is a sales pitch from a vendor, not a buyer: no follow-up needed."},
	{LeadKindComplaint, "a complaint", 10, "This is a complaint from an existing customer: pass it to support, not sales."},
	{LeadKindApplicant, "a job application", 10, "This is a job applicant, not a buyer: pass it to whoever hires."},
	{LeadKindOther, "something else", 15, "This message is not a sales enquiry: no buying interest was found."},
}

// LeadKinds are every kind, a lead first.
var LeadKinds = func() []LeadKind {
	kinds := []LeadKind{LeadKindLead}
	for _, r := range LeadKindRules {
		kinds = append(kinds, r.Kind)
	}
	return kinds
}()

// RuleOf returns the fixed score and reason of a kind that is not a lead; ok is false for
// a lead and for a value that is no kind.
func (k LeadKind) RuleOf() (rule LeadKindRule, ok bool) {
	for _, r := range LeadKindRules {
		if r.Kind == k {
			return r, true
		}
	}
	return LeadKindRule{}, false
}

// DoNotContact reports the kind whose sender must not be contacted again: an opt-out.
func (k LeadKind) DoNotContact() bool { return k == LeadKindOptOut }

// ValidLeadKind tells whether s is one of LeadKinds.
func ValidLeadKind(s string) bool {
	for _, k := range LeadKinds {
		if string(k) == s {
			return true
		}
	}
	return false
}

// LeadReading is what the lead reader found in a lead's text, whichever engine writes
// the analysis: what kind of message it is, the language it is written in, and who the
// lead is.
type LeadReading struct {
	Kind LeadKind
	// Language is the text's language as an ISO 639-1 code ("en", "es", "de", "fr" …), or
	// "" when it could not be told (too short, or a language or script not known).
	Language string
	Profile  LeadProfile
}
