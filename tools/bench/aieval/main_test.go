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
	"sync"
	"testing"

	"lexa/internal/ai/quality"
)

// standIn is an OpenAI-compatible Chat Completions API standing in for a model: it
// answers "STAND-IN ANSWER: " and the last user message (or only answer, when set),
// streamed when asked to, and records the requests' models and keys.
type standIn struct {
	*httptest.Server
	answer *string // nil: echo the last user message
	mu     sync.Mutex
	models []string
	auth   []string
}

func newStandIn(t *testing.T, answer *string) *standIn {
	s := &standIn{answer: answer}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

func (s *standIn) serve(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Model    string `json:"model"`
		Stream   bool   `json:"stream"`
		Messages []struct {
			Role, Content string
		} `json:"messages"`
	}
	if r.URL.Path != "/v1/chat/completions" || json.NewDecoder(r.Body).Decode(&req) != nil || len(req.Messages) == 0 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.models = append(s.models, req.Model)
	s.auth = append(s.auth, r.Header.Get("Authorization"))
	s.mu.Unlock()
	answer := "STAND-IN ANSWER: " + req.Messages[len(req.Messages)-1].Content
	if s.answer != nil {
		answer = *s.answer
	}
	if req.Stream {
		w.Header().Set("Content-Type", "text/event-stream")
		for _, piece := range strings.SplitAfter(answer, " ") {
			chunk, _ := json.Marshal(map[string]any{"id": "c1", "object": "chat.completion.chunk", "created": 1, "model": req.Model,
				"choices": []any{map[string]any{"index": 0, "delta": map[string]any{"content": piece}, "finish_reason": nil}}})
			fmt.Fprintf(w, "data: %s\n\n", chunk)
		}
		io.WriteString(w, "data: [DONE]\n\n")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"id": "c1", "object": "chat.completion", "created": 1, "model": req.Model,
		"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": answer}}}})
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
	if len(model.models) != 6 {
		t.Errorf("the model was asked %d times, want once per case (6)", len(model.models))
	}
	for i := range model.models {
		if model.models[i] != "stand-in-7b" || model.auth[i] != "Bearer sk-test" {
			t.Errorf("request %d: model %q, auth %q", i, model.models[i], model.auth[i])
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

// TestAIEvalOnTheCorpus runs the real corpus against a stand-in that answers nothing: it
// meets exactly the facts an empty answer meets (the not_… and max_chars ones), so each
// demo's counts in the model's column are known from the corpus.
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
				if c.Facts[i].Met("") {
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
	if len(model.models) != cases {
		t.Errorf("the model was asked %d times, want %d (one per case)", len(model.models), cases)
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
