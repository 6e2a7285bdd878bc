package quality

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lexa/internal/ai"
)

// writeCorpus writes files (path under the root → content) into a fresh corpus root with
// every demo's directory, and returns the root.
func writeCorpus(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for _, d := range Demos {
		if err := os.Mkdir(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(root, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

const validPayroll = `{
  "business": "a plumber", "source": "typed",
  "input": {"invoiceData": ["Invoice #7", "Total: $10.00"]},
  "facts": [{"description": "gives the total", "contains": "$10.00"}]
}`

func TestLoadReadsACase(t *testing.T) {
	root := writeCorpus(t, map[string]string{"payroll/01-plumber.json": validPayroll, "payroll/README.md": "notes"})
	corpus, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	var got []Case
	for _, d := range corpus {
		got = append(got, d.Cases...)
	}
	if len(got) != 1 || got[0].ID() != "payroll/01-plumber" || got[0].Business != "a plumber" || len(got[0].Facts) != 1 {
		t.Fatalf("loaded %+v", got)
	}
	e := &echo{}
	answer, err := got[0].Ask(context.Background(), e)
	if err != nil || answer != "Invoice #7\nTotal: $10.00" {
		t.Errorf("the engine was asked %q (err %v); want the lines joined", answer, err)
	}
}

func TestLoadRefusesBadFilesNamingThem(t *testing.T) {
	long := strings.Repeat("x", 20_001)
	tests := []struct {
		name, file, content, want string
	}{
		{"unknown field", "payroll/01-a.json", strings.Replace(validPayroll, `"source"`, `"sauce": "x", "source"`, 1), `unknown field "sauce"`},
		{"unknown input field", "payroll/01-a.json", strings.Replace(validPayroll, `"invoiceData"`, `"invoice"`, 1), `unknown field "invoice"`},
		{"no facts", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": "x"}, "facts": []}`, "no facts"},
		{"fact without a check", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": "x"}, "facts": [{"description": "d"}]}`, "exactly one of"},
		{"fact with two checks", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": "x"}, "facts": [{"description": "d", "contains": "a", "max_chars": 3}]}`, "it has 2"},
		{"fact without a description", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": "x"}, "facts": [{"contains": "a"}]}`, "no description"},
		{"an amount that is none", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": "x"}, "facts": [{"description": "d", "only_amounts": ["a lot"]}]}`, "is not an amount"},
		{"bad expression", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": "x"}, "facts": [{"description": "d", "matches": "(?<!no)x"}]}`, "error parsing regexp"},
		{"no business", "payroll/01-a.json", `{"source": "s", "input": {"invoiceData": "x"}, "facts": [{"description": "d", "contains": "a"}]}`, `"business" and "source"`},
		{"no input", "payroll/01-a.json", `{"business": "b", "source": "s", "facts": [{"description": "d", "contains": "a"}]}`, `no "input"`},
		{"empty text", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": "  "}, "facts": [{"description": "d", "contains": "a"}]}`, "Please provide invoice data"},
		{"over the API's limit", "callcenter/01-a.json", `{"business": "b", "source": "s", "input": {"leadData": "` + long + `"}, "facts": [{"description": "d", "contains": "a"}]}`, "at most 20,000 characters"},
		{"a resume over the limit", "recruitment/01-a.json", `{"business": "b", "source": "s", "input": {"resume": "` + long + `", "jobDescription": "j"}, "facts": [{"description": "d", "contains": "a"}]}`, "Resume must be at most 20,000 characters"},
		{"a platform not offered", "content/01-a.json", `{"business": "b", "source": "s", "input": {"contentType": "email", "topic": "t", "platform": "myspace", "tone": "casual"}, "facts": [{"description": "d", "contains": "a"}]}`, "Choose a platform"},
		{"a content request without its tone", "content/01-a.json", `{"business": "b", "source": "s", "input": {"contentType": "email", "topic": "t", "platform": "twitter"}, "facts": [{"description": "d", "contains": "a"}]}`, "required"},
		{"a chat ending with the assistant", "receptionist/01-a.json", `{"business": "b", "source": "s", "input": {"business": "dental-clinic", "messages": [{"role": "assistant", "content": "Hi"}]}, "facts": [{"description": "d", "contains": "a"}]}`, "last message must be the user's"},
		{"a chat without a business", "receptionist/01-a.json", `{"business": "b", "source": "s", "input": {"messages": [{"role": "user", "content": "Hi"}]}, "facts": [{"description": "d", "contains": "a"}]}`, `"business" names the sample business`},
		{"a chat for a business not among the samples", "receptionist/01-a.json", `{"business": "b", "source": "s", "input": {"business": "lexa", "messages": [{"role": "user", "content": "Hi"}]}, "facts": [{"description": "d", "contains": "a"}]}`, "Choose one of the sample businesses."},
		{"a chat at a time that is not one", "receptionist/01-a.json", `{"business": "b", "source": "s", "input": {"business": "law-office", "at": "tuesday 6pm", "messages": [{"role": "user", "content": "Hi"}]}, "facts": [{"description": "d", "contains": "a"}]}`, `"at" is the call's local time`},
		{"a text that is neither string nor lines", "payroll/01-a.json", `{"business": "b", "source": "s", "input": {"invoiceData": 7}, "facts": [{"description": "d", "contains": "a"}]}`, "string or an array of lines"},
		{"trailing data", "payroll/01-a.json", validPayroll + "{}", "after the JSON object"},
		{"a file not named NN-name.json", "payroll/plumber.json", validPayroll, "not a case"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root := writeCorpus(t, map[string]string{tc.file: tc.content, "payroll/02-fine.json": validPayroll})
			_, err := Load(root)
			if err == nil {
				t.Fatal("loaded")
			}
			if !strings.Contains(err.Error(), filepath.Join(root, tc.file)+":") || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q; want one naming %s and saying %q", err, tc.file, tc.want)
			}
			if strings.Contains(err.Error(), "02-fine") {
				t.Errorf("the valid file is blamed too: %v", err)
			}
		})
	}
}

func TestLoadNeedsEveryDemosDirectory(t *testing.T) {
	root := writeCorpus(t, nil)
	if err := os.Remove(filepath.Join(root, Content)); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(root); err == nil || !strings.Contains(err.Error(), Content) {
		t.Errorf("Load without the content directory: %v", err)
	}
	if _, err := LoadDemo(root, "weather"); err == nil || !strings.Contains(err.Error(), `unknown demo "weather"`) {
		t.Errorf("LoadDemo of an unknown demo: %v", err)
	}
}

func TestFactsCheckTheAnswer(t *testing.T) {
	tests := []struct {
		fact   Fact
		answer string
		met    bool
	}{
		{Fact{Contains: "dana lee"}, "Lead: Dana Lee, ops manager", true},
		{Fact{Contains: "Dana Lee"}, "Lead: ops manager", false},
		{Fact{NotContains: "oracle database"}, "Missing: Oracle Database", false},
		{Fact{NotContains: "oracle database"}, "Missing: Eaglesoft", true},
		{Fact{Matches: `(?i)match score\W{0,4}(?:[7-9]\d|100)\b`}, "**Match Score:** 82/100", true},
		{Fact{Matches: `(?i)match score\W{0,4}(?:[7-9]\d|100)\b`}, "Match Score: 64/100", false},
		{Fact{NotMatches: `#\w{30,}`}, "#ThisIsAHashtagMadeOfAWholeSentenceOfWords", false},
		{Fact{NotMatches: `#\w{30,}`}, "#ACTuneUp #Spring", true},
		{Fact{MaxChars: 5}, "  héllo \n", true}, // trimmed; é is one unit
		{Fact{MaxChars: 5}, "hello!", false},
		{Fact{MaxChars: 2}, "😀", true}, // two UTF-16 units, as Twitter and the browser count it
		{Fact{MaxChars: 1}, "😀", false},
		{Fact{OnlyAmounts: []string{"185", "$1,150", "89.50"}}, "A filling is $185, a crown from $1150.00 and a visit $ 89.50.", true},
		{Fact{OnlyAmounts: []string{"185"}}, "A filling is 185 dollars.", true},
		{Fact{OnlyAmounts: []string{"185"}}, "No price given, 2 fillings, 45 minutes.", true},
		{Fact{OnlyAmounts: []string{"185"}}, "A filling is $185; Starter is $299 a month.", false},
		{Fact{OnlyAmounts: []string{"185"}}, "A filling is 199 dollars.", false},
		{Fact{OnlyAmounts: []string{"1,150"}}, "A crown is $1,150.50.", false},
	}
	for _, tc := range tests {
		f := tc.fact
		f.Description = "d"
		if err := f.prepare(); err != nil {
			t.Fatal(err)
		}
		if got := f.Met(tc.answer); got != tc.met {
			t.Errorf("%s %+v on %q: met %v, want %v", f.Kind(), tc.fact, tc.answer, got, tc.met)
		}
	}
}

func TestRunChecksEveryCaseAndKeepsEngineErrors(t *testing.T) {
	root := writeCorpus(t, map[string]string{
		"payroll/01-plumber.json": validPayroll,
		"payroll/02-other.json": `{"business": "b", "source": "s", "input": {"invoiceData": "Total: $5.00"},
		  "facts": [{"description": "gives $5.00", "contains": "$5.00"}, {"description": "no $10.00", "not_contains": "$10.00"},
		            {"description": "short", "max_chars": 3}]}`,
		"receptionist/01-hours.json": `{"business": "b", "source": "s", "input": {"business": "law-office", "at": "2026-03-14T18:30",
		  "messages": [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello!"}, {"role": "user", "content": ["When are", "you open?"]}]},
		  "facts": [{"description": "echoes the question", "contains": "you open?"}, {"description": "short", "max_chars": 3}]}`,
	})
	corpus, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	res := Run(context.Background(), &echo{}, corpus, 0)
	var byID = map[string]CaseResult{}
	for _, d := range res.Demos {
		for _, c := range d.Cases {
			byID[c.Case.ID()] = c
		}
	}
	if c := byID["payroll/01-plumber"]; c.Met != 1 || c.Total != 1 {
		t.Errorf("01-plumber: %d/%d", c.Met, c.Total)
	}
	if c := byID["payroll/02-other"]; c.Met != 2 || c.Total != 3 || len(c.Failed) != 1 || c.Failed[0] != "short" {
		t.Errorf("02-other: %d/%d, failed %q", c.Met, c.Total, c.Failed)
	}
	if c := byID["receptionist/01-hours"]; c.Met != 1 || c.Answer != "When are\nyou open?" {
		t.Errorf("01-hours: %d/%d on %q", c.Met, c.Total, c.Answer)
	}
	// The engine is asked for the case's business, at its time on the business's clock.
	var asked ai.ChatCall
	if _, err := byID["receptionist/01-hours"].Case.Ask(context.Background(), &echo{call: &asked}); err != nil {
		t.Fatal(err)
	}
	if asked.Business.ID != "law-office" || asked.At.Format("2006-01-02 15:04 MST") != "2026-03-14 18:30 MDT" || len(asked.Messages) != 3 {
		t.Errorf("asked for %q at %v with %d messages", asked.Business.ID, asked.At, len(asked.Messages))
	}

	failing := Run(context.Background(), &echo{err: errors.New("the model is down")}, corpus, 0)
	for _, d := range failing.Demos {
		for _, c := range d.Cases {
			if c.Met != 0 || c.Err == nil || len(c.Failed) != c.Total {
				t.Errorf("%s with an engine error: %d/%d, err %v", c.Case.ID(), c.Met, c.Total, c.Err)
			}
		}
	}
}

func TestRunGivesEachCaseItsDeadline(t *testing.T) {
	root := writeCorpus(t, map[string]string{"payroll/01-plumber.json": validPayroll})
	corpus, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	res := Run(context.Background(), &echo{hang: true}, corpus, 1) // 1 ns: over before the engine looks
	c := res.Demos[1].Cases[0]
	if !errors.Is(c.Err, context.DeadlineExceeded) || c.Met != 0 {
		t.Errorf("a hanging engine: err %v, %d/%d met", c.Err, c.Met, c.Total)
	}
}

// echo is an engine that answers with its input (the last message for the chat), or
// with err, or waits for its context to end when hang is set.
type echo struct {
	err  error
	hang bool
	call *ai.ChatCall // when set, the chat's call is kept here
}

func (*echo) Name() string { return "echo" }

func (e *echo) answer(ctx context.Context, text string) (string, error) {
	if e.hang {
		<-ctx.Done()
		return "", ctx.Err()
	}
	return text, e.err
}

func (e *echo) Recruitment(ctx context.Context, resume, job string) (string, error) {
	return e.answer(ctx, resume+"\n"+job)
}
func (e *echo) Payroll(ctx context.Context, invoice string) (string, error) {
	return e.answer(ctx, invoice)
}
func (e *echo) CallCenter(ctx context.Context, lead string) (string, error) {
	return e.answer(ctx, lead)
}
func (e *echo) Content(ctx context.Context, req ai.ContentRequest) (string, error) {
	return e.answer(ctx, req.Topic)
}
func (e *echo) Chat(ctx context.Context, call ai.ChatCall, emit func(string) error) error {
	if e.call != nil {
		*e.call = call
	}
	answer, err := e.answer(ctx, call.Messages[len(call.Messages)-1].Content)
	if err != nil {
		return err
	}
	for _, piece := range strings.SplitAfter(answer, " ") {
		if err := emit(piece); err != nil {
			return err
		}
	}
	return nil
}

// A held-out case is reported on a row of its own, and its misses are never listed.
func TestHeldOutCasesAreReportedApart(t *testing.T) {
	root := writeCorpus(t, map[string]string{
		"payroll/01-plumber.json": validPayroll,
		"payroll/02-held.json": `{"business": "b", "source": "s", "holdout": true, "input": {"invoiceData": "Total: $5.00"},
		  "facts": [{"description": "gives $5.00", "contains": "$5.00"}, {"description": "held-out miss", "contains": "$9.00"}]}`,
	})
	corpus, err := Load(root)
	if err != nil {
		t.Fatal(err)
	}
	res := Run(context.Background(), &echo{}, corpus, 0)
	var table, failures strings.Builder
	if err := WriteTable(&table, res); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(table.String(), "| payroll | 2 | 2/3 | 66% |\n| payroll, held out | 1 | 1/2 | 50% |") {
		t.Errorf("table:\n%s", table.String())
	}
	if err := WriteFailures(&failures, res); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(failures.String(), "held-out miss") {
		t.Errorf("a held-out miss is listed:\n%s", failures.String())
	}
}
