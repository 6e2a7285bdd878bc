package ai

import (
	"errors"
	"fmt"
	"strings"
)

// callCenterAnswer is the model's reading of a lead, as callCenterAnswerFormat has it.
// Only a lead is qualified: every other kind has no BANT, engagement or assessment.
type callCenterAnswer struct {
	Kind     string `json:"kind"`
	Language string `json:"language"`
	Lead     struct {
		Name    *string `json:"name"`
		Role    *string `json:"role"`
		Company *string `json:"company"`
	} `json:"lead"`
	MissingDetails []string     `json:"missing_details"`
	Budget         *bantReading `json:"budget"`
	Authority      *bantReading `json:"authority"`
	Need           *bantReading `json:"need"`
	Timeline       *bantReading `json:"timeline"`
	Engagement     *string      `json:"engagement"`
	Assessment     *struct {
		Rating string `json:"rating"`
		Reason string `json:"reason"`
	} `json:"assessment"`
	Risks     []string `json:"risks"`
	NextSteps []string `json:"next_steps"`
	Summary   string   `json:"summary"`
}

type bantReading struct {
	Strength string `json:"strength"`
	Evidence string `json:"evidence"`
}

func bant(what string) *schema {
	return orNull(object("The lead's "+what+"; null for any kind but lead.",
		field("strength", oneOf("", "strong", "partial", "missing")),
		field("evidence", str("The lead's words that show it, quoted; empty when missing.", 300)),
	))
}

var callCenterAnswerFormat = structured[callCenterAnswer]{
	name:        "lead_qualification",
	description: "What kind of message a lead is and, for a sales lead, its BANT qualification.",
	schema: object("",
		field("kind", oneOf("What the message is.", "lead", "spam", "opt_out", "complaint", "applicant", "vendor", "other")),
		field("language", str("The language the message is written in, named in English (English, Spanish, German).", 40)),
		field("lead", object("Who wrote, as the text states it; a pronoun or a fragment is never a name.",
			field("name", orNull(str("", 120))), field("role", orNull(str("", 120))), field("company", orNull(str("", 200))))),
		field("missing_details", list("What the text does not give: name, company, position, e-mail, phone, budget, timeline, company size.", 8, str("", 40))),
		field("budget", bant("budget")),
		field("authority", bant("authority to decide")),
		field("need", bant("need")),
		field("timeline", bant("timeline")),
		field("engagement", orNull(str("The engagement signals; null for any kind but lead.", 300))),
		field("assessment", orNull(object("The overall assessment; null for any kind but lead.",
			field("rating", oneOf("", "hot", "warm", "cold")), field("reason", str("", 300))))),
		field("risks", list("Risks or open questions.", 6, str("", 300))),
		field("next_steps", list("For a lead, 3 to 5 concrete steps naming the person and company; for any other kind, what to do instead, with no sales step.", 5, str("", 300))),
		field("summary", str("One or two sentences in the message's language: for a lead what it wants, for any other kind what it is and the words that show it.", 500)),
	),
	rules:  callCenterRules,
	render: renderCallCenter,
}

func callCenterRules(a *callCenterAnswer) error {
	if err := nonEmpty("language", a.Language, "summary", a.Summary); err != nil {
		return err
	}
	qualified := a.Budget != nil && a.Authority != nil && a.Need != nil && a.Timeline != nil && a.Engagement != nil && a.Assessment != nil
	unqualified := a.Budget == nil && a.Authority == nil && a.Need == nil && a.Timeline == nil && a.Engagement == nil && a.Assessment == nil
	switch {
	case a.Kind == "lead" && !qualified:
		return errors.New("a lead without its BANT, engagement and assessment")
	case a.Kind != "lead" && !unqualified:
		return errors.New("BANT or an assessment for a message that is not a lead")
	case a.Kind == "lead" && len(a.NextSteps) == 0:
		return errors.New("a lead without next steps")
	}
	for _, list := range []struct {
		name  string
		items []string
	}{{"missing_details", a.MissingDetails}, {"risks", a.Risks}, {"next_steps", a.NextSteps}} {
		if err := noBlankItems(list.name, list.items); err != nil {
			return err
		}
	}
	return nil
}

var leadKindNames = map[string]string{
	"spam": "spam", "opt_out": "an opt-out", "complaint": "a complaint from an existing customer",
	"applicant": "a job applicant", "vendor": "a vendor selling to us", "other": "something else",
}

// renderCallCenter writes the text the lead scorer's page shows, in the sections the
// built-in engine writes: "Lead assessment", "Lead:", "Kind:", "Budget:" … "Next steps:".
// The labels stay English whatever the lead's language; the model's prose is in it.
func renderCallCenter(a *callCenterAnswer) string {
	var b strings.Builder
	b.WriteString("Lead assessment\nLead: " + leadLine(a) + "\n")
	if a.Kind != "lead" {
		fmt.Fprintf(&b, "Kind: %s — not a sales lead.\n", leadKindNames[a.Kind])
	}
	if !strings.EqualFold(strings.TrimSpace(a.Language), "English") {
		b.WriteString("Language: " + oneLine(a.Language) + "\n")
	}
	if len(a.MissingDetails) > 0 {
		items := make([]string, len(a.MissingDetails))
		for i, d := range a.MissingDetails {
			items[i] = oneLine(d)
		}
		b.WriteString("Missing details: " + strings.Join(items, ", ") + "\n")
	}
	if a.Kind != "lead" {
		b.WriteString("Overall: Not a sales lead — " + oneLine(a.Summary) + "\n")
	} else {
		r := a.Assessment.Rating
		fmt.Fprintf(&b, "Overall: %s lead — %s\n", strings.ToUpper(r[:1])+r[1:], oneLine(a.Assessment.Reason))
		b.WriteString("Summary: " + oneLine(a.Summary) + "\n\n")
		for _, s := range []struct {
			label string
			r     *bantReading
		}{{"Budget", a.Budget}, {"Authority", a.Authority}, {"Need", a.Need}, {"Timeline", a.Timeline}} {
			b.WriteString(s.label + ": " + s.r.Strength)
			if e := oneLine(s.r.Evidence); e != "" {
				b.WriteString(" — " + e)
			}
			b.WriteString("\n")
		}
		b.WriteString("Engagement: " + oneLine(*a.Engagement) + "\n")
	}
	writeList(&b, "\nRisks:", a.Risks)
	if len(a.NextSteps) > 0 {
		b.WriteString("\nNext steps:\n")
		for i, s := range a.NextSteps {
			fmt.Fprintf(&b, "%d. %s\n", i+1, oneLine(s))
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// leadLine is "Name, Role at Company" from what the lead gives, "name not given" for no name.
func leadLine(a *callCenterAnswer) string {
	name := "name not given"
	if a.Lead.Name != nil && strings.TrimSpace(*a.Lead.Name) != "" {
		name = oneLine(*a.Lead.Name)
	}
	if a.Lead.Role != nil && strings.TrimSpace(*a.Lead.Role) != "" {
		name += ", " + oneLine(*a.Lead.Role)
	}
	if a.Lead.Company != nil && strings.TrimSpace(*a.Lead.Company) != "" {
		name += " at " + oneLine(*a.Lead.Company)
	}
	return name
}
