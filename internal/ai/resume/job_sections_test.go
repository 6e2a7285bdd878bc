package resume

import (
	"slices"
	"testing"
)

// What a job ad asks for is in its requirements, never in what it says about the
// employer, its benefits or how to apply (issue 31, item 4). Each case names skills the
// job must require, and skills it must neither require nor list as nice to have.
func TestJobRequirementsComeFromTheRequirements(t *testing.T) {
	cases := []struct {
		name             string
		job              string
		required, nice   []string
		notAsked         []string
		education, years int
	}{
		{
			name: "about-us paragraph without a heading",
			job: "Backend Developer\nPipeline Labs builds software for B2B sales teams. We grew to 40 people last year.\n" +
				"Requirements:\n- 3+ years of Go\n- PostgreSQL\n\nTo apply, send your resume to our Recruiting team.",
			required: []string{"Go", "PostgreSQL"}, notAsked: []string{"B2B sales", "Sales", "Recruiting"}, years: 3,
		},
		{
			name: "equal opportunity and how to apply",
			job: "Welder\nRequirements:\n- AWS D1.1 certification\n- MIG welding\n\n" +
				"We are an equal opportunity employer. Our recruiting and HR team reads every application.\n" +
				"How to apply\nCall our office manager; Excel not needed.",
			required: []string{"AWS D1.1 certification", "Welding"}, notAsked: []string{"Recruiting", "Human resources", "Excel"},
		},
		{
			name: "duties outside a requirements section are not must-haves",
			job: "Office Assistant\nResponsibilities:\n- Answer phones and update the Salesforce CRM\n" +
				"Must have:\n- Microsoft Excel\n- 2 years of office experience\nNice to have:\n- QuickBooks",
			required: []string{"Excel"}, nice: []string{"QuickBooks"}, notAsked: []string{}, years: 2,
		},
		{
			name:     "job-side negation",
			job:      "CDL-A Driver\nRequirements:\n- Class A CDL\n- Hazmat not required\n- No degree required\n- Tanker endorsement is not necessary",
			required: []string{"Commercial driver's license"}, notAsked: []string{"Hazmat endorsement", "Tanker endorsement"},
		},
		{
			name: "german sections",
			job: "Buchhalter (m/w/d)\nÜber uns\nWir sind ein Steuerbüro mit Kunden aus dem B2B-Vertrieb.\nIhre Aufgaben:\n- Buchhaltung\n" +
				"Ihr Profil:\n- Erfahrung mit DATEV und Excel\nWünschenswert:\n- SAP\nWir bieten:\n- Homeoffice, Salesforce-Schulung",
			required: []string{"Excel"}, nice: []string{"SAP"}, notAsked: []string{"B2B sales", "Salesforce"},
		},
		{
			name: "french sections",
			job: "Comptable (H/F)\nQui sommes-nous ?\nUn cabinet qui accompagne des équipes B2B sales.\nProfil recherché :\n- Excel\n- QuickBooks\n" +
				"Un plus :\n- SAP\nNous offrons :\n- Formation Salesforce",
			required: []string{"Excel", "QuickBooks"}, nice: []string{"SAP"}, notAsked: []string{"B2B sales", "Salesforce"},
		},
		{
			name: "spanish sections",
			job: "Administrativo contable\nSobre nosotros\nSomos una empresa de B2B sales.\nRequisitos:\n- Excel\n- SAP\n" +
				"Se valorará:\n- QuickBooks\nOfrecemos:\n- Formación en Salesforce",
			required: []string{"Excel", "SAP"}, nice: []string{"QuickBooks"}, notAsked: []string{"B2B sales", "Salesforce"},
		},
	}
	for _, c := range cases {
		job := readJob(c.job)
		names := func(ids []int) []string {
			var out []string
			for _, id := range ids {
				out = append(out, skillList()[id].name)
			}
			return out
		}
		req, nice := names(job.required), names(job.nice)
		for _, s := range c.required {
			if !slices.Contains(req, s) {
				t.Errorf("%s: %s not required (required %v, nice %v)", c.name, s, req, nice)
			}
		}
		for _, s := range c.nice {
			if !slices.Contains(nice, s) {
				t.Errorf("%s: %s not nice to have (required %v, nice %v)", c.name, s, req, nice)
			}
		}
		for _, s := range c.notAsked {
			if slices.Contains(req, s) || slices.Contains(nice, s) {
				t.Errorf("%s: %s asked for (required %v, nice %v)", c.name, s, req, nice)
			}
		}
		if c.name == "duties outside a requirements section are not must-haves" && slices.Contains(req, "Salesforce") {
			t.Errorf("%s: a duty's Salesforce is a must-have (required %v)", c.name, req)
		}
		if job.education != c.education || job.years != c.years {
			t.Errorf("%s: education %d years %d, want %d and %d", c.name, job.education, job.years, c.education, c.years)
		}
	}
}

// A word capitalised only where a line or a sentence starts is no proper name: it stays a
// key term ("Inventory" heading a bullet), while one capitalised inside a sentence too is a
// name ("Providence").
func TestOnlyAtALineStartIsNoName(t *testing.T) {
	names := properNames("Stock Clerk in Providence\n- Inventory counts every week\n- Inventory software")
	if names["inventory"] || !names["providence"] {
		t.Errorf("proper names %v", names)
	}
}
