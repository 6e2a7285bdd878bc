package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"lexa/internal/ai/modeltest"
	"lexa/internal/ai/quality"
)

// standIn is a model (modeltest.Server) that answers "STAND-IN ANSWER: " and the last
// user message (or only answer, when set): as free text, or as the verdict or summary of
// a valid answer of the structured demos' schemas.
type standIn struct {
	*modeltest.Server
}

func newStandIn(t *testing.T, answer *string) *standIn {
	return &standIn{modeltest.New(t, func(r modeltest.Request) modeltest.Reply {
		msgs := r.Body["messages"].([]any)
		text := "STAND-IN ANSWER: " + msgs[len(msgs)-1].(map[string]any)["content"].(string)
		if answer != nil {
			text = *answer
		}
		if r.SchemaName() != "" && text != "" {
			text = structuredStandIn(r.SchemaName(), text)
		}
		return modeltest.Reply{Content: text, Chunks: strings.SplitAfter(text, " ")}
	})}
}

// structuredStandIn is a valid answer of the schema with text as its prose.
func structuredStandIn(schema, text string) string {
	q, _ := json.Marshal(text)
	switch schema {
	case "resume_screening":
		return fmt.Sprintf(`{"kind":"resume","job_kind":"job_ad","score":50,"verdict":%s,"strengths":[],"gaps":[],"recommendation":"Phone screen."}`, q)
	case "invoice_reading":
		return fmt.Sprintf(`{"kind":"invoice","number":null,"date":null,"vendor":null,"due_date":null,"currency":null,"total":null,`+
			`"line_items":[],"checks":[],"summary":%s}`, q)
	}
	return fmt.Sprintf(`{"kind":"other","language":"English","lead":{"name":null,"role":null,"company":null},"missing_details":[],`+
		`"budget":null,"authority":null,"need":null,"timeline":null,"engagement":null,"assessment":null,"risks":[],"next_steps":[],"summary":%s}`, q)
}

// models and auth are the models and the keys the requests named, in order.
func (s *standIn) models() (models, auth []string) {
	for _, r := range s.Requests() {
		m, _ := r.Body["model"].(string)
		models, auth = append(models, m), append(auth, r.Auth)
	}
	return models, auth
}

// env is a configuration of only the given variables.
func env(vars map[string]string) func(string) string {
	return func(name string) string { return vars[name] }
}

// Three facts per case: one no answer meets, one every answer meets, and one only the
// stand-in's answer meets, so the built-in engine meets 1 of 3 and the stand-in 2 of 3,
// whatever the built-in engine writes.
const standInFacts = `[
  {"description": "never met", "contains": "zz-no-answer-says-this-zz"},
  {"description": "always met", "max_chars": 1000000},
  {"description": "the stand-in's", "contains": "stand-in answer"}]`

var smallCorpus = map[string]string{
	"recruitment/01-a.json":  `{"business": "b", "source": "s", "input": {"resume": "Cook, 4 years", "jobDescription": "Line cook"}, "facts": ` + standInFacts + `}`,
	"payroll/01-a.json":      `{"business": "b", "source": "s", "input": {"invoiceData": "Invoice #1\nTotal: $5.00"}, "facts": ` + standInFacts + `}`,
	"payroll/02-b.json":      `{"business": "b", "source": "s", "input": {"invoiceData": "Invoice #2\nTotal: $7.00"}, "facts": ` + standInFacts + `}`,
	"callcenter/01-a.json":   `{"business": "b", "source": "s", "input": {"leadData": "Name: Dana Lee"}, "facts": ` + standInFacts + `}`,
	"content/01-a.json":      `{"business": "b", "source": "s", "input": {"contentType": "social-post", "topic": "Spring tune-ups", "platform": "twitter", "tone": "friendly"}, "facts": ` + standInFacts + `}`,
	"receptionist/01-a.json": `{"business": "b", "source": "s", "input": {"business": "dental-clinic", "messages": [{"role": "user", "content": "When are you open?"}]}, "facts": ` + standInFacts + `}`,
}

func writeCorpus(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for _, d := range quality.Demos {
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

func TestAIEvalPrintsBothEnginesSideBySide(t *testing.T) {
	model := newStandIn(t, nil)
	root := writeCorpus(t, smallCorpus)
	var out, progress strings.Builder
	err := run(context.Background(), env(map[string]string{
		"AI_BASE_URL": model.URL + "/v1", "AI_MODEL": "stand-in-7b", "AI_API_KEY": "sk-test",
	}), &out, &progress, root, true)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| Demo | Cases | built-in facts met | % | stand-in-7b facts met | % |\n",
		"| recruitment | 1 | 1/3 | 33% | 2/3 | 66% |\n",
		"| payroll | 2 | 2/6 | 33% | 4/6 | 66% |\n",
		"| callcenter | 1 | 1/3 | 33% | 2/3 | 66% |\n",
		"| content | 1 | 1/3 | 33% | 2/3 | 66% |\n",
		"| receptionist | 1 | 1/3 | 33% | 2/3 | 66% |\n",
		"| all | 6 | 6/18 | 33% | 12/18 | 66% |\n",
		"Missed by stand-in-7b:\nrecruitment/01-a: 2/3 facts met\n  - never met\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "not configured") {
		t.Errorf("says the model is not configured:\n%s", out.String())
	}
	models, auth := model.models()
	if len(models) != 6 {
		t.Errorf("the model was asked %d times, want once per case (6)", len(models))
	}
	for i := range models {
		if models[i] != "stand-in-7b" || auth[i] != "Bearer sk-test" {
			t.Errorf("request %d: model %q, auth %q", i, models[i], auth[i])
		}
	}
	if !strings.Contains(progress.String(), "ai-eval: stand-in-7b: payroll (2 cases)") {
		t.Errorf("progress: %q", progress.String())
	}
}

func TestAIEvalWithoutAModelPrintsTheBuiltInTable(t *testing.T) {
	root := writeCorpus(t, smallCorpus)
	var out strings.Builder
	if err := run(context.Background(), env(nil), &out, io.Discard, root, false); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| Demo | Cases | built-in facts met | % |\n",
		"| payroll | 2 | 2/6 | 33% |\n",
		"| all | 6 | 6/18 | 33% |\n",
		"Model: not configured. Set AI_BASE_URL and AI_MODEL",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}

func TestAIEvalCountsAModelThatFailsAsMissedFacts(t *testing.T) {
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":{"message":"overloaded","type":"server_error"}}`, http.StatusInternalServerError)
	}))
	t.Cleanup(down.Close)
	root := writeCorpus(t, smallCorpus)
	var out strings.Builder
	if err := run(context.Background(), env(map[string]string{"AI_BASE_URL": down.URL + "/v1", "AI_MODEL": "m"}), &out, io.Discard, root, false); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| all | 6 | 6/18 | 33% | 0/18 | 0% |\n", "m: 6 answers failed with an error"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
}

// TestAIEvalOnTheCorpus runs the real corpus against a stand-in that answers nothing: in
// the free-text demos it meets exactly the facts an empty answer meets (the not_… and
// max_chars ones), and in the structured ones (recruitment, payroll, call center) an empty
// answer does not validate, an error that meets no fact (aieval asks the model with no
// fallback), so each demo's counts in the model's column are known from the corpus.
func TestAIEvalOnTheCorpus(t *testing.T) {
	const dir = "../../../testdata/ai-quality"
	corpus, err := quality.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	empty := ""
	model := newStandIn(t, &empty)
	var out strings.Builder
	if err := run(context.Background(), env(map[string]string{"AI_BASE_URL": model.URL + "/v1", "AI_MODEL": "silent"}), &out, io.Discard, dir, false); err != nil {
		t.Fatal(err)
	}
	structured := map[string]bool{"recruitment": true, "payroll": true, "callcenter": true}
	cases := 0
	for _, d := range corpus {
		if len(d.Cases) == 0 {
			if strings.Contains(out.String(), "| "+d.Demo+" |") {
				t.Errorf("a row for %s, which has no cases", d.Demo)
			}
			continue
		}
		met, total := 0, 0
		for _, c := range d.Cases {
			for i := range c.Facts {
				total++
				if c.Facts[i].Met("") && !structured[d.Demo] {
					met++
				}
			}
		}
		cases += len(d.Cases)
		row := fmt.Sprintf("| %s | %d | ", d.Demo, len(d.Cases))
		cell := fmt.Sprintf(" | %d/%d | %d%% |\n", met, total, met*100/total)
		line := lineStarting(out.String(), row)
		if line == "" || !strings.HasSuffix(line, cell) {
			t.Errorf("%s: row %q, want it to start %q and end %q", d.Demo, line, row, cell)
		}
	}
	if models, _ := model.models(); len(models) != cases {
		t.Errorf("the model was asked %d times, want %d (one per case)", len(models), cases)
	}
}

// lineStarting returns the line of s (with its newline) that starts with prefix.
func lineStarting(s, prefix string) string {
	for _, line := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(line, prefix) {
			return line
		}
	}
	return ""
}
