package lexa

import (
	"strings"
	"testing"
	"time"
)

func TestParseScreeningSplitsTheEnginesAnswer(t *testing.T) {
	answer := "Match Score: 82/100\nStrong match for Cook: 2 of 2 required skills.\n\nStrengths:\n- Knife skills.\n- Eight years.\nGaps:\n- No HACCP.\n\nRecommendation: Interview."
	s, ok := ParseScreening(answer)
	if !ok || s.Score != 82 || s.Verdict != "Strong match for Cook: 2 of 2 required skills." ||
		strings.Join(s.Strengths, "|") != "Knife skills.|Eight years." || strings.Join(s.Gaps, "|") != "No HACCP." || s.Recommendation != "Interview." {
		t.Errorf("parsed %+v %v", s, ok)
	}
	// A model's Markdown, and a score past 100.
	s, ok = ParseScreening("**Match Score: 130/100**\n**Strengths:** one\n**Gaps:**\n* two\n**Recommendation:** hire")
	if !ok || s.Score != 100 || strings.Join(s.Strengths, "|") != "one" || strings.Join(s.Gaps, "|") != "two" || s.Recommendation != "hire" {
		t.Errorf("Markdown: %+v %v", s, ok)
	}
	if _, ok := ParseScreening("I expected a resume in the first box."); ok {
		t.Error("an answer without a score parsed")
	}
}

func TestCandidateName(t *testing.T) {
	for text, want := range map[string]string{
		"Ana Ruiz\nana@example.com":         "Ana Ruiz",
		"\n  Mary-Jane O'Neil  \nEngineer":  "Mary-Jane O'Neil",
		"RESUME\nAna Ruiz":                  "Ana Ruiz",
		"Objective\nAna Ruiz":               "cv-final",
		"Senior engineer with 8 years":      "cv-final",
		"ana@example.com | +1 415 555 0134": "cv-final",
		"":                                  "cv-final",
		// A two-column head: the address in the right corner comes first.
		"priya.r@protonmail.com\nPriya Raghunathan  Tel. (646) 555-0199\nSENIOR ACCOUNTANT": "Priya Raghunathan",
		"C V\nEmily Carter\nEmail emily@example.com":                                        "Emily Carter",
		"Curriculum Vitae\nEmily Carter":                                                    "Emily Carter",
		// A name in capitals broken over two lines by a narrow sidebar.
		"ZOË VAN DER\nBERG\nSenior Accountant": "ZOË VAN DER BERG",
		"ANA RUIZ\nENGINEER":                   "ANA RUIZ",
		"SAMUEL T.\nOKAFOR\nElectrician":       "SAMUEL T. OKAFOR",
		// Particles stay in lower case inside a name, never at its ends.
		"zoe@example.com\nZoë van der Berg  T +31 6 5550 1298": "Zoë van der Berg",
		"van der Berg Consulting":                              "cv-final",
		// OCR's specks beside the heading.
		"RÉSUME | u a\nPriya Raghunathan\nEmail. priya@example.com": "Priya Raghunathan",
		// A sidebar's name in capitals, one word a line.
		"GRACE\nMWANGI\nOffice Manager\nPROFILE": "GRACE MWANGI",
		"CURRICULUM\nVITAE\nAna Ruiz":            "Ana Ruiz",
		"PROFILE\nSUMMARY\nSenior engineer":      "cv-final",
		// A scan's corner: specks before the address, a space after its "@", a quote before the name.
		"=  priya.r@ protonmail.com\n‘Priya Raghunathan  Tel. (646) 555-0199\nSENIOR ACCOUNTANT": "Priya Raghunathan",
		"|  ~\nAna Ruiz  ana@example.com": "Ana Ruiz",
		// An address broken over lines does not hide the name over it.
		"TOMAS BERG\nberg@fastmail.se | Malmo\ntomas.\nPROFILE": "TOMAS BERG",
		// An Irish particle in capitals, whose accent OCR lost; in small letters it is left as written.
		"SIOBHAN NI DHUBHGHAILL\nNurse": "SIOBHAN NÍ DHUBHGHAILL",
		"CIARA UI CHEALLAIGH\nTeacher":  "CIARA UÍ CHEALLAIGH",
		"Ciara Ni Cheallaigh\nTeacher":  "Ciara Ni Cheallaigh",
		"MEI NI WONG\nTeacher":          "MEI NI WONG",
		"NORA\nNI\nTeacher":             "NORA NI",
		// A heading's letter-spaced name in capitals, closed up.
		"L E N A   V O G T\nAccountant":                    "LENA VOGT",
		"T O M A S  B E R G    tomas@example.se\nEngineer": "TOMAS BERG",
		"R E S U M E\nAna Ruiz":                            "Ana Ruiz",
		"A B  C D E  F G  H I  J K\nAna Ruiz":              "cv-final",
		// A job title is no name when a name line is not first.
		"Senior engineer with 8 years\nAna Ruiz": "cv-final",
	} {
		if got := CandidateName(text, "cv-final.pdf"); got != want {
			t.Errorf("CandidateName(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestDocumentAllowance(t *testing.T) {
	now := time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)
	svc := Service{Type: "recruitment", UsageIncluded: true, UsageLimit: 1000, UsageCurrent: 998, UsagePeriod: "2026-11"}
	if err := CheckDocumentAllowance(svc, "professional", now, 1, 1); err != nil {
		t.Errorf("at the limit: %v", err)
	}
	err := CheckDocumentAllowance(svc, "professional", now, 1, 2)
	if e, ok := AsError(err); !ok || e.Code != EPaymentRequired ||
		e.Message != "Your Professional plan includes 1,000 candidates screened a month; this service has used 998 and 1 is queued. Upgrade your plan to screen more." {
		t.Errorf("past the limit: %v", err)
	}
	// Last month's count is no count.
	svc.UsagePeriod = "2026-10"
	if err := CheckDocumentAllowance(svc, "professional", now, 0, 10); err != nil {
		t.Errorf("a new month: %v", err)
	}
	unlimited := Service{Type: "payroll", UsageIncluded: true}
	if err := CheckDocumentAllowance(unlimited, "enterprise", now, 5000, 10); err != nil {
		t.Errorf("no cap: %v", err)
	}
	for plan, want := range map[string]string{
		"starter": "Your Starter plan does not include Payroll Automation. Upgrade your plan to use it.",
		"":        "You have no plan. Choose a plan to use Payroll Automation.",
	} {
		err := CheckDocumentAllowance(Service{Type: "payroll"}, plan, now, 0, 1)
		if e, ok := AsError(err); !ok || e.Code != EPaymentRequired || e.Message != want {
			t.Errorf("%q: %v", plan, err)
		}
	}
	if formatCount(1234567) != "1,234,567" || formatCount(999) != "999" {
		t.Error("formatCount")
	}
}

func TestCheckReview(t *testing.T) {
	s := func(v string) *string { return &v }
	if _, _, err := CheckReview("payroll", DocumentReviewInput{Review: s("flagged")}, ""); fieldOf(err, "note") != "Say why you flag this invoice." {
		t.Errorf("flag without a note: %v", err)
	}
	if r, n, err := CheckReview("payroll", DocumentReviewInput{Review: s("flagged")}, "kept from before"); err != nil || r != "flagged" || n != "kept from before" {
		t.Errorf("flag with an earlier note: %q %q %v", r, n, err)
	}
	if _, _, err := CheckReview("payroll", DocumentReviewInput{Review: s("shortlisted")}, ""); fieldOf(err, "review") != "Choose one of: pending, approved, flagged." {
		t.Errorf("a recruitment status on an invoice: %v", err)
	}
	if _, n, err := CheckReview("recruitment", DocumentReviewInput{Note: s(" <b>Call</b> Monday ")}, ""); err != nil || n != "Call Monday" {
		t.Errorf("note: %q %v", n, err)
	}
	if _, _, err := CheckReview("recruitment", DocumentReviewInput{Note: s(strings.Repeat("n", 2001))}, ""); fieldOf(err, "note") == "" {
		t.Errorf("long note: %v", err)
	}
	if _, _, err := CheckReview("recruitment", DocumentReviewInput{}, ""); err == nil {
		t.Error("an empty change passed")
	}
}

func fieldOf(err error, field string) string {
	e, _ := AsError(err)
	if e == nil {
		return ""
	}
	return e.Fields[field]
}

func TestOpeningJobDescriptionUsesTheEnginesHeadings(t *testing.T) {
	o, err := ParseOpening(OpeningInput{Title: " Cook ", Description: "Line cook.", MustHave: []string{"Knife skills", "knife skills", " "},
		NiceToHave: []string{"HACCP"}, Location: "Austin"})
	if err != nil || strings.Join(o.MustHave, "|") != "Knife skills" {
		t.Fatalf("%+v %v", o, err)
	}
	want := "Cook\nLocation: Austin\n\nLine cook.\n\nRequirements:\n- Knife skills (must have)\n\nNice to have:\n- HACCP\n"
	if got := o.JobDescription(); got != want {
		t.Errorf("job description:\n%s\nwant\n%s", got, want)
	}
}
