package lead

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// analyzeLead is Analyze without a deadline, which never stops it.
func analyzeLead(lead string, plans lexa.CatalogFigures) string {
	answer, _ := Analyze(context.Background(), lead, plans) // no deadline, no error
	return answer
}

const (
	testHot = `Name: Sarah Johnson
Company: TechCorp Solutions
Position: VP of Operations
Email: sarah.johnson@techcorp.example
Phone: (555) 123-4567
Budget: $25,000 - $40,000
Timeline: This quarter
Company Size: 200 employees
Notes: Visited pricing page twice and asked for a demo. Currently using Zendesk for support.
Missing about 30% of inbound calls after hours; slow response to web leads. 50 agents handle 800 calls a day.`

	testWarm = `Name: Mike Chen
Company: Brightside Dental
Position: Office Manager
Email: mike@brightside.example
Notes: We miss a lot of calls during lunch and after hours. No budget yet.
Needs sign-off from the owner. Downloaded the voice AI guide.
Contract with our current answering service renews in Q3.`

	testCold = `Name: Alex Kim
Company: State University
Position: Research Analyst
Notes: Just researching AI automation vendors for a class report. No timeline.`

	testSparse = `John Smith, Acme Corp`
)

// testLine returns the report line that starts with prefix.
func testLine(t *testing.T, report, prefix string) string {
	t.Helper()
	for _, line := range strings.Split(report, "\n") {
		if strings.HasPrefix(line, prefix) {
			return line
		}
	}
	t.Fatalf("no line %q in:\n%s", prefix, report)
	return ""
}

// testSteps returns the numbered next steps.
func testSteps(t *testing.T, report string) []string {
	t.Helper()
	_, after, ok := strings.Cut(report, "\nNext steps:\n")
	if !ok {
		t.Fatalf("no Next steps section:\n%s", report)
	}
	steps := strings.Split(after, "\n")
	for i, s := range steps {
		if !strings.HasPrefix(s, string(rune('1'+i))+". ") {
			t.Fatalf("step %d is not numbered: %q", i+1, s)
		}
	}
	return steps
}

func TestAnalyzeLeadRatesRealisticLeads(t *testing.T) {
	tests := []struct {
		name    string
		lead    string
		overall string
		ratings map[string]string // line prefix → rating
		steps   []string          // substrings the next steps must contain
		risks   []string
	}{
		{
			name: "hot VP with budget, timeline and pricing visits", lead: testHot, overall: "Hot lead",
			ratings: map[string]string{"Budget:": "strong", "Authority:": "strong", "Need:": "strong", "Timeline:": "strong", "Engagement:": "strong"},
			steps:   []string{"demo", "this week", "Sarah Johnson, VP of Operations at TechCorp Solutions, asked for", "a 50-seat center handling 800 calls a day", "Zendesk", "Enterprise plan"},
			risks:   []string{"Zendesk"},
		},
		{
			name: "warm manager without budget", lead: testWarm, overall: "Warm lead",
			ratings: map[string]string{"Budget:": "missing", "Authority:": "partial", "Need:": "strong", "Timeline:": "partial", "Engagement:": "partial"},
			steps:   []string{"bring the owner to the demo", "before the Q3 renewal", "Qualify budget", "missed calls"},
			risks:   []string{"No budget yet", "The owner must sign off", "renews in Q3"},
		},
		{
			name: "cold researcher", lead: testCold, overall: "Cold lead",
			ratings: map[string]string{"Budget:": "missing", "Authority:": "missing", "Timeline:": "missing", "Engagement:": "missing"},
			steps:   []string{"Check back in 30 days", "Research State University"},
			risks:   []string{"early research", "No e-mail or phone number"},
		},
		{
			name: "sparse: only a name and a company", lead: testSparse, overall: "Cold lead",
			ratings: map[string]string{"Budget:": "missing", "Authority:": "missing", "Need:": "missing", "Timeline:": "missing", "Engagement:": "missing"},
			steps:   []string{"Research Acme Corp", "e-mail or phone number for John Smith", "discovery call"},
			risks:   []string{"No e-mail or phone number"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			report := analyzeLead(tt.lead, specPlans)
			if !strings.HasPrefix(report, "Lead assessment\n") {
				t.Fatalf("report does not open with the assessment:\n%s", report)
			}
			if got := testLine(t, report, "Overall:"); !strings.Contains(got, tt.overall+" — ") {
				t.Errorf("overall = %q, want %s", got, tt.overall)
			}
			for prefix, want := range tt.ratings {
				if got := testLine(t, report, prefix); !strings.HasPrefix(got, prefix+" "+want+" — ") {
					t.Errorf("%s = %q, want %s", prefix, got, want)
				}
			}
			steps := testSteps(t, report)
			if len(steps) < 3 || len(steps) > 5 {
				t.Errorf("%d next steps, want 3 to 5", len(steps))
			}
			joined := strings.Join(steps, "\n")
			for _, want := range tt.steps {
				if !strings.Contains(joined, want) {
					t.Errorf("next steps lack %q:\n%s", want, joined)
				}
			}
			_, risks, _ := strings.Cut(report, "\nRisks:\n")
			for _, want := range tt.risks {
				if !strings.Contains(risks, want) {
					t.Errorf("risks lack %q:\n%s", want, report)
				}
			}
		})
	}
}

func TestAnalyzeLeadSectionsInOrder(t *testing.T) {
	for _, lead := range []string{testHot, testWarm, testCold, testSparse, "Name: Jo Lane"} {
		report := analyzeLead(lead, specPlans)
		at := 0
		for _, section := range []string{"Lead assessment", "\nOverall: ", "\n\nBudget: ", "\nAuthority: ", "\nNeed: ", "\nTimeline: ", "\nEngagement: ", "\n\nRisks:\n- ", "\n\nNext steps:\n1. "} {
			i := strings.Index(report[at:], section)
			if i < 0 {
				t.Fatalf("section %q missing or out of order in:\n%s", section, report)
			}
			at += i + len(section)
		}
	}
}

func TestAnalyzeLeadSparseSaysWhatIsMissing(t *testing.T) {
	report := analyzeLead(testSparse, specPlans)
	missing := testLine(t, report, "Missing details:")
	for _, field := range []string{"position", "e-mail", "phone", "budget", "timeline", "company size"} {
		if !strings.Contains(missing, field) {
			t.Errorf("missing details %q lack %s", missing, field)
		}
	}
	if got := testLine(t, report, "Lead:"); got != "Lead: John Smith at Acme Corp" {
		t.Errorf("lead line = %q", got)
	}
}

// The quotes are the lead's own words, so a salesperson can check them.
func TestAnalyzeLeadQuotesEvidenceFromTheText(t *testing.T) {
	quote := regexp.MustCompile(`"([^"]+)"`)
	for _, lead := range []string{testHot, testWarm, testCold} {
		report := analyzeLead(lead, specPlans)
		for _, prefix := range []string{"Budget:", "Authority:", "Need:", "Timeline:", "Engagement:"} {
			line := testLine(t, report, prefix)
			for _, m := range quote.FindAllStringSubmatch(line, -1) {
				for _, piece := range strings.Split(m[1], "…") {
					if piece = strings.TrimSpace(piece); piece != "" && !strings.Contains(lead, piece) {
						t.Errorf("%s quotes %q, which is not in the lead", prefix, piece)
					}
				}
			}
		}
	}
}

func TestAnalyzeLeadBudget(t *testing.T) {
	tests := []struct{ text, rating, contains string }{
		{"Budget: $25k", "strong", "about $25,000"},
		{"Budget: $10,000–$15,000 per year", "strong", "$10,000–$15,000 a year"},
		{"Our budget is approved for this project.", "strong", "budget is in place"},
		{"No budget yet, exploring.", "missing", "No budget yet"},
		{"Budget: TBD", "missing", "Budget: TBD"},
		{"Currently paying $2,000/month for an answering service.", "partial", "they already spend $2,000"},
		{"Asked about budget ranges.", "partial", "not confirmed"},
		{"Name: Jo Lane. Nothing about money here.", "missing", "no budget or amount mentioned"},
	}
	for _, tt := range tests {
		line := testLine(t, analyzeLead(tt.text, specPlans), "Budget:")
		if !strings.HasPrefix(line, "Budget: "+tt.rating+" ") || !strings.Contains(line, tt.contains) {
			t.Errorf("%q: %q, want %s containing %q", tt.text, line, tt.rating, tt.contains)
		}
	}
	if steps := strings.Join(testSteps(t, analyzeLead("Budget: $200 a month", specPlans)), "\n"); !strings.Contains(steps, "free trial and the Starter plan") {
		t.Errorf("a budget below Starter should lead with the trial:\n%s", steps)
	}
}

func TestAnalyzeLeadTimeline(t *testing.T) {
	tests := []struct{ text, rating string }{
		{"Timeline: this quarter", "strong"},
		{"They want it live within 30 days.", "strong"},
		{"Target go-live in Q2.", "strong"},
		{"Need this ASAP.", "strong"},
		{"Looking at next year.", "partial"},
		{"Rollout in 6 months.", "partial"},
		{"Contract renews in Q3.", "partial"},
		{"Just researching for now.", "missing"},
		{"Timeline: TBD", "missing"},
		{"Name: Jo Lane. Hello there.", "missing"},
	}
	for _, tt := range tests {
		if line := testLine(t, analyzeLead(tt.text, specPlans), "Timeline:"); !strings.HasPrefix(line, "Timeline: "+tt.rating+" ") {
			t.Errorf("%q: %q, want %s", tt.text, line, tt.rating)
		}
	}
}

func TestAnalyzeLeadAuthority(t *testing.T) {
	tests := []struct{ text, rating, step string }{
		{"Name: Dana Cruz\nPosition: CEO", "strong", ""},
		{"Name: Lee Park\nTitle: Director of Support\nNeeds sign-off from our CFO.", "partial", "bring their CFO to the demo"},
		{"Name: Ann Bell\nPosition: Product Owner", "partial", "who signs off"},
		{"Name: Tim Ro\nPosition: Marketing Intern", "missing", "Find the decision maker"},
		{"Spoke with Jo Lane, Head of Customer Experience at Lumen.", "strong", ""},
		{"He is the decision maker for the contact center.", "strong", ""},
	}
	for _, tt := range tests {
		report := analyzeLead(tt.text, specPlans)
		if line := testLine(t, report, "Authority:"); !strings.HasPrefix(line, "Authority: "+tt.rating+" ") {
			t.Errorf("%q: %q, want %s", tt.text, line, tt.rating)
		}
		if tt.step != "" && !strings.Contains(report, tt.step) {
			t.Errorf("%q: next steps lack %q:\n%s", tt.text, tt.step, report)
		}
	}
}

func TestAnalyzeLeadWholeWords(t *testing.T) {
	// "ahead of" is not "Head of", "developer" is not "vp", "leadership" is not "leads".
	report := analyzeLead("Name: Jo Lane\nWe are ahead of schedule. Developer relations team. Leadership offsite.", specPlans)
	if line := testLine(t, report, "Authority:"); !strings.HasPrefix(line, "Authority: missing") {
		t.Errorf("authority = %q", line)
	}
	if line := testLine(t, report, "Need:"); !strings.HasPrefix(line, "Need: missing") {
		t.Errorf("need = %q", line)
	}
}

func TestAnalyzeLeadPrintsNoScore(t *testing.T) {
	score := regexp.MustCompile(`(?i)score\D{0,3}\d`)
	for _, lead := range []string{testHot, testWarm, testCold, testSparse} {
		if report := analyzeLead(lead, specPlans); score.MatchString(report) {
			t.Errorf("report has a numeric score line:\n%s", report)
		}
	}
}

func TestAnalyzeLeadIsDeterministic(t *testing.T) {
	for _, lead := range []string{testHot, testWarm, testCold, testSparse} {
		first := analyzeLead(lead, specPlans)
		for range 5 {
			if again := analyzeLead(lead, specPlans); again != first {
				t.Fatalf("two answers for the same lead:\n%s\n---\n%s", first, again)
			}
		}
	}
}

func TestAnalyzeLeadLongInput(t *testing.T) {
	report := analyzeLead(testBig(20_000), specPlans)
	if line := testLine(t, report, "Overall:"); !strings.Contains(line, "Hot lead") {
		t.Errorf("overall = %q", line)
	}
	for _, line := range strings.Split(report, "\n") {
		if len([]rune(line)) > 600 {
			t.Errorf("line of %d characters: quotes should be cut", len([]rune(line)))
		}
	}
}

// testBig is the hot lead followed by notes, about n bytes in all.
func testBig(n int) string {
	var b strings.Builder
	b.WriteString(testHot)
	for i := 0; b.Len() < n; i++ {
		b.WriteString("\nCall notes: discussed routing rules, CRM sync and reporting; the team handles a high volume of calls every Monday and wants fewer manual follow-ups.")
	}
	return b.String()[:n]
}

func BenchmarkAnalyzeLead10KB(b *testing.B) {
	lead := testBig(10 * 1024)
	b.SetBytes(int64(len(lead)))
	for b.Loop() {
		analyzeLead(lead, specPlans)
	}
}
