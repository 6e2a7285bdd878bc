package ai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"lexa/internal/ai/modeltest"
	"lexa/internal/lexa"
)

// The inputs the model tests ask about; the built-in engine's answer for each is what a
// fallback must give.
const (
	testResume  = "Jane Doe\nGo engineer, 8 years of Go and PostgreSQL.\nAcme, 2018 - Present"
	testJob     = "Backend engineer.\nRequirements:\n- 5+ years of Go\n- PostgreSQL\n- Kubernetes"
	testInvoice = "Harbor Lights Electric LLC\nInvoice #: HL-9\nDate: 2026-04-01\nDescription  Qty  Price  Amount\nBreaker  3  $45.00  $145.00\n\nTotal Due  $245.00"
	testLead    = "Called back. He's the owner of Lakeside Auto Repair — name is Gary Dunn. Cell (555) 730-2215."
)

// structuredDemo is one of the three demos answered in a schema, asked of an engine.
type structuredDemo struct {
	name, schema string
	ask          func(context.Context, Engine) (string, error)
}

var structuredDemos = []structuredDemo{
	{"recruitment", "resume_screening", func(ctx context.Context, e Engine) (string, error) { return e.Recruitment(ctx, testResume, testJob) }},
	{"payroll", "invoice_reading", func(ctx context.Context, e Engine) (string, error) { return e.Payroll(ctx, testInvoice) }},
	{"callcenter", "lead_qualification", func(ctx context.Context, e Engine) (string, error) { return e.CallCenter(ctx, testLead) }},
}

// testModel is a model at a scripted server, falling back to the built-in engine and
// logging into the returned buffer.
func testModel(t *testing.T, script func(modeltest.Request) modeltest.Reply) (*Model, *modeltest.Server, *bytes.Buffer) {
	t.Helper()
	srv := modeltest.New(t, script)
	var logs bytes.Buffer
	m := NewModel(ModelConfig{BaseURL: srv.URL + "/v1", Model: "test-model", Fallback: testBuiltIn(),
		Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	return m, srv, &logs
}

func testBuiltIn() *BuiltIn { return &BuiltIn{PresentYear: 2026} }

// A valid answer is asked for in the demo's schema, strictly, and written out in the
// shape the pages read; no other engine is noted.
func TestModelAsksInTheSchemaAndWritesTheAnswerOut(t *testing.T) {
	want := map[string]string{
		"recruitment": "Match Score: 91/100\nStrong match: 8 years of Go against 5 asked.\n\nStrengths:\n- Go, 8 years\n- PostgreSQL\n" +
			"Gaps:\n- No Kubernetes in production\n\nRecommendation: Interview; probe Kubernetes.",
		"payroll": "INVOICE #HL-9\nDate: 2026-04-01\nFrom: Harbor Lights Electric LLC\nDue Date: 2026-05-01\nTotal Due: $245.00\n\n" +
			"Line items:\n- Breaker: 3 × $45.00 = $145.00\nChecks:\n- Breaker: 3 × $45.00 is $135.00, not $145.00.\n" +
			"- The items come to $145.00 against a total of $245.00: $100.00 apart.\n" +
			"Summary: Harbor Lights Electric bills $245.00; check the $100.00 difference before paying.",
		"callcenter": "Lead assessment\nLead: Gary Dunn, owner at Lakeside Auto Repair\nMissing details: e-mail, budget\n" +
			"Overall: Warm lead — The owner called back.\nSummary: The owner of a repair shop called back.\n\n" +
			"Budget: missing\nAuthority: strong — He's the owner\nNeed: partial — Called back\nTimeline: missing\nEngagement: He called back.\n\n" +
			"Risks:\n- No budget stated.\n\nNext steps:\n1. Call Gary Dunn at Lakeside Auto Repair on (555) 730-2215.",
	}
	for i, d := range structuredDemos {
		m, srv, logs := testModel(t, func(r modeltest.Request) modeltest.Reply {
			return modeltest.Reply{Content: modeltest.Valid(r.SchemaName())}
		})
		ctx, answered := lexa.WithAnswered(context.Background())
		got, err := d.ask(ctx, m)
		if err != nil || got != want[d.name] {
			t.Errorf("%s: %v\n%s\nwant\n%s", d.name, err, got, want[d.name])
		}
		if answered.Engine != "" || logs.Len() != 0 {
			t.Errorf("%s: a valid answer noted %+v, logged %s", d.name, answered, logs)
		}
		req := srv.Request(0)
		schema, strict := req.Schema()
		if req.SchemaName() != d.schema || !strict || req.Body["model"] != "test-model" || req.Stream() || !strings.Contains(req.System(), "JSON") {
			t.Errorf("%s: asked %v", d.name, req.Body)
		}
		if props := schema["properties"].(map[string]any); i == 0 && props["kind"] == nil {
			t.Errorf("%s: the schema has no kind: %v", d.name, schema)
		}
		checkStrictSchema(t, d.name, schema)
	}
}

// strictKeywords are the JSON Schema keywords OpenAI's strict mode accepts that the
// schemas use; a schema with another is refused with a 400 before any answer.
var strictKeywords = []string{"type", "description", "properties", "required", "additionalProperties", "items", "maxItems",
	"enum", "pattern", "minimum", "maximum"}

// checkStrictSchema checks what strict mode needs of every object in a schema: each
// property required, no other allowed, and only the keywords it accepts.
func checkStrictSchema(t *testing.T, at string, s map[string]any) {
	t.Helper()
	for k := range s {
		if !slices.Contains(strictKeywords, k) {
			t.Errorf("%s: the keyword %q", at, k)
		}
	}
	if props, ok := s["properties"].(map[string]any); ok {
		var names, required []string
		for name, p := range props {
			names = append(names, name)
			checkStrictSchema(t, at+"."+name, p.(map[string]any))
		}
		for _, r := range s["required"].([]any) {
			required = append(required, r.(string))
		}
		slices.Sort(names)
		slices.Sort(required)
		if !slices.Equal(names, required) || s["additionalProperties"] != false {
			t.Errorf("%s: properties %v, required %v, additionalProperties %v", at, names, required, s["additionalProperties"])
		}
	}
	if items, ok := s["items"].(map[string]any); ok {
		checkStrictSchema(t, at+"[]", items)
	}
}

// editJSON is a valid answer of a schema with one change made to it.
func editJSON(t *testing.T, valid string, edit func(map[string]any)) string {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(valid), &v); err != nil {
		t.Fatal(err)
	}
	edit(v)
	raw, _ := json.Marshal(v)
	return string(raw)
}

// An answer that does not validate is replaced by the built-in engine's answer for the
// same input, noted for the page, and logged with its reason but without the input.
func TestModelFallsBackWhenTheAnswerDoesNotValidate(t *testing.T) {
	rec, pay, lead := modeltest.Recruitment, modeltest.Payroll, modeltest.CallCenter
	for _, tc := range []struct {
		name, demo string
		reply      modeltest.Reply
		reason     string
	}{
		{"not JSON", "recruitment", modeltest.Reply{Content: "Match Score: 91/100\nStrong match"}, "not JSON"},
		{"two values", "recruitment", modeltest.Reply{Content: rec + rec}, "more than one JSON value"},
		{"an extra field", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { v["confidence"] = 0.9 })}, "does not name"},
		{"a missing field", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { delete(v, "gaps") })}, "answer.gaps is missing"},
		{"a score over 100", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { v["score"] = 101 })}, "answer.score is not from 0 to 100"},
		{"a fractional score", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { v["score"] = 91.5 })}, "not an integer"},
		{"a kind out of range", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { v["kind"] = "cv" })}, "answer.kind is not one of"},
		{"a cover letter scored", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { v["kind"] = "cover_letter" })}, "a score for texts"},
		{"a resume not scored", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { v["score"] = nil })}, "has no score"},
		{"a verdict too long", "recruitment", modeltest.Reply{Content: editJSON(t, rec, func(v map[string]any) { v["verdict"] = strings.Repeat("a", 401) })},
			"answer.verdict is longer than 400 characters"},
		{"no choices", "recruitment", modeltest.Reply{NoChoices: true}, "no choices"},
		{"a refusal", "payroll", modeltest.Reply{Refusal: "I can't help with that."}, "refused"},
		{"cut at the token limit", "payroll", modeltest.Reply{Content: pay[:40], FinishReason: "length"}, "token limit"},
		{"a date not in the calendar", "payroll", modeltest.Reply{Content: editJSON(t, pay, func(v map[string]any) { v["due_date"] = "2026-02-30" })}, "due_date is not a calendar date"},
		{"a date in another form", "payroll", modeltest.Reply{Content: editJSON(t, pay, func(v map[string]any) { v["date"] = "01.04.2026" })}, "answer.date does not match"},
		{"an amount with a symbol", "payroll", modeltest.Reply{Content: editJSON(t, pay, func(v map[string]any) { v["total"] = "$245.00" })}, "answer.total does not match"},
		{"a currency not ISO", "payroll", modeltest.Reply{Content: editJSON(t, pay, func(v map[string]any) { v["currency"] = "$" })}, "answer.currency does not match"},
		{"yen with cents", "payroll", modeltest.Reply{Content: editJSON(t, pay, func(v map[string]any) { v["currency"] = "JPY" })}, "more decimals than its currency"},
		{"fields of no invoice", "payroll", modeltest.Reply{Content: editJSON(t, pay, func(v map[string]any) { v["kind"] = "not_invoice" })}, "not an invoice"},
		{"a lead with no BANT", "callcenter", modeltest.Reply{Content: editJSON(t, lead, func(v map[string]any) { v["budget"] = nil })}, "a lead without its BANT"},
		{"an opt-out qualified", "callcenter", modeltest.Reply{Content: editJSON(t, lead, func(v map[string]any) { v["kind"] = "opt_out" })}, "not a lead"},
		{"a strength out of range", "callcenter", modeltest.Reply{Content: editJSON(t, lead, func(v map[string]any) {
			v["need"] = map[string]any{"strength": "high", "evidence": "x"}
		})}, "answer.need.strength is not one of"},
		{"an empty answer", "callcenter", modeltest.Reply{Content: ""}, "not JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			i := slices.IndexFunc(structuredDemos, func(d structuredDemo) bool { return d.name == tc.demo })
			d := structuredDemos[i]
			m, _, logs := testModel(t, func(modeltest.Request) modeltest.Reply { return tc.reply })
			ctx, answered := lexa.WithAnswered(context.Background())
			got, err := d.ask(ctx, m)
			want, _ := d.ask(context.Background(), testBuiltIn())
			if err != nil || got != want {
				t.Errorf("%v\n%s\nwant the built-in engine's\n%s", err, got, want)
			}
			if answered.Engine != BuiltInName || answered.Note != FallbackNote {
				t.Errorf("noted %+v", answered)
			}
			log := logs.String()
			if !strings.Contains(log, "level=WARN") || !strings.Contains(log, tc.reason) || !strings.Contains(log, "demo="+tc.demo) ||
				strings.Contains(log, "Gary") || strings.Contains(log, "Breaker") || strings.Contains(log, "Jane") {
				t.Errorf("logged %s, want the reason %q and no input", log, tc.reason)
			}
		})
	}
}

// With no fallback (tools/bench/aieval measures the model alone) an answer that does not
// validate is an error, which the guard reports as the service's failure.
func TestModelWithoutFallbackFailsOnAnInvalidAnswer(t *testing.T) {
	srv := modeltest.New(t, modeltest.Answering("not json"))
	m := NewModel(ModelConfig{BaseURL: srv.URL + "/v1", Model: "test-model"})
	if _, err := m.Recruitment(context.Background(), testResume, testJob); err == nil || !strings.Contains(err.Error(), "did not validate") {
		t.Errorf("unguarded: %v", err)
	}
	g := NewGuard(m, 1, time.Minute, slog.New(slog.DiscardHandler))
	if _, err := g.Payroll(context.Background(), testInvoice); !errors.Is(err, ErrUpstream) {
		t.Errorf("guarded: %v", err)
	}
}

// A model that is down or too slow is said to be so, as before: no fallback hides it.
func TestModelOutagesAreNotHidden(t *testing.T) {
	for _, tc := range []struct {
		name  string
		reply modeltest.Reply
		want  error
	}{
		{"a 500", modeltest.Reply{Status: http.StatusInternalServerError}, ErrUpstream},
		{"a 429", modeltest.Reply{Status: http.StatusTooManyRequests}, ErrUpstream},
		// The guard's timeout is small and the server waits for the caller: no timing is asserted.
		{"a slow answer", modeltest.Reply{Hang: true}, ErrTimeout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, srv, _ := testModel(t, func(modeltest.Request) modeltest.Reply { return tc.reply })
			g := NewGuard(m, 1, 50*time.Millisecond, slog.New(slog.DiscardHandler))
			for _, d := range structuredDemos {
				ctx, answered := lexa.WithAnswered(context.Background())
				if _, err := d.ask(ctx, g); !errors.Is(err, tc.want) || answered.Engine != "" {
					t.Errorf("%s: %v, noted %+v", d.name, err, answered)
				}
			}
			if tc.reply.Hang {
				<-srv.Cancelled() // the model call ended with the timeout
			}
		})
	}
}

// Texts that are not what a demo reads are written out as the prompts used to ask: what
// was expected, and no score or fields.
func TestModelAnswersOfOtherKindsAreWrittenOut(t *testing.T) {
	for _, tc := range []struct {
		name, demo, answer, want string
	}{
		{"a cover letter", "recruitment",
			`{"kind":"cover_letter","job_kind":"job_ad","score":null,"verdict":"This is a cover letter, not a resume.","strengths":[],"gaps":[],"recommendation":""}`,
			"I expected a resume: the first text reads as a cover letter.\nThis is a cover letter, not a resume."},
		{"no job description", "recruitment",
			`{"kind":"resume","job_kind":"other","score":null,"verdict":"The second text is a lunch menu.","strengths":[],"gaps":[],"recommendation":""}`,
			"I expected a job description: the second text does not read as one.\nThe second text is a lunch menu."},
		{"not an invoice", "payroll",
			`{"kind":"not_invoice","number":null,"date":null,"vendor":null,"due_date":null,"currency":null,"total":null,"line_items":[],"checks":[],"summary":"It is a note about a fryer service."}`,
			"This does not look like an invoice: I expected a bill from a vendor, with an invoice number or date, line items with amounts and a total. " +
				"Nothing was extracted or checked.\nSummary: It is a note about a fryer service."},
		{"a yen credit memo", "payroll",
			`{"kind":"credit_memo","number":"#CM-3","date":"2026-11-01","vendor":"Tokyo Parts","due_date":"2026-12-01","currency":"JPY","total":"364100","line_items":[],"checks":[],"summary":"A credit of ¥364,100."}`,
			"Credit Memo #CM-3\nDate: 2026-11-01\nFrom: Tokyo Parts\nTotal Credit: ¥364,100\nSummary: A credit of ¥364,100."},
		{"an opt-out in Spanish", "callcenter",
			`{"kind":"opt_out","language":"Spanish","lead":{"name":null,"role":null,"company":null},"missing_details":[],"budget":null,"authority":null,"need":null,"timeline":null,` +
				`"engagement":null,"assessment":null,"risks":[],"next_steps":["No volver a contactar."],"summary":"Pide no ser contactado: \"no me llamen más\"."}`,
			"Lead assessment\nLead: name not given\nKind: an opt-out — not a sales lead.\nLanguage: Spanish\n" +
				"Overall: Not a sales lead — Pide no ser contactado: \"no me llamen más\".\n\nNext steps:\n1. No volver a contactar."},
	} {
		i := slices.IndexFunc(structuredDemos, func(d structuredDemo) bool { return d.name == tc.demo })
		m, _, logs := testModel(t, modeltest.Answering(tc.answer))
		got, err := structuredDemos[i].ask(context.Background(), m)
		if err != nil || got != tc.want || logs.Len() != 0 {
			t.Errorf("%s: %v\n%s\nwant\n%s\nlogs %s", tc.name, err, got, tc.want, logs)
		}
	}
	// The written-out screening is what the document workspace reads.
	m, _, _ := testModel(t, modeltest.Answering(modeltest.Recruitment))
	text, _ := m.Recruitment(context.Background(), testResume, testJob)
	if s, ok := lexa.ParseScreening(text); !ok || s.Score != 91 || len(s.Strengths) != 2 || len(s.Gaps) != 1 ||
		s.Verdict != "Strong match: 8 years of Go against 5 asked." || s.Recommendation != "Interview; probe Kubernetes." {
		t.Errorf("ParseScreening: %+v %v", s, ok)
	}
}

func TestFormatMoney(t *testing.T) {
	for _, tc := range []struct{ amount, code, want string }{
		{"364100", "JPY", "¥364,100"},
		{"1250.5", "USD", "$1,250.50"},
		{"-40.5", "EUR", "-€40.50"},
		{"1234567.89", "GBP", "£1,234,567.89"},
		{"1234.5", "CHF", "CHF 1,234.50"},
		{"0.125", "USD", "$0.125"},
		{"007", "", "7.00"},
	} {
		if got := formatMoney(tc.amount, tc.code); got != tc.want {
			t.Errorf("formatMoney(%q, %q) = %q, want %q", tc.amount, tc.code, got, tc.want)
		}
	}
}
