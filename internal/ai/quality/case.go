// Package quality measures how well an AI engine answers the live demos: it loads the
// quality corpus (testdata/ai-quality: realistic documents of small businesses, each
// with the facts a good answer must or must not contain), asks any ai.Engine — the
// built-in one or a model — and reports the facts met per case and per demo. The tests
// run the built-in engine on it; `make ai-eval` (tools/bench/aieval) compares a model
// with the built-in engine.
package quality

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"lexa/internal/ai"
	"lexa/internal/lexa"
)

// The demos, as the corpus's directories name them: each service type's demo id
// (lexa.ServiceKind.Demo), and the receptionist's conversations.
var (
	Recruitment  = lexa.Recruitment.Kind().Demo
	Payroll      = lexa.Payroll.Kind().Demo
	CallCenter   = lexa.CallCenter.Kind().Demo
	Content      = lexa.ContentMarketing.Kind().Demo
	Receptionist = "receptionist"
)

// Demos lists every demo in the order reports show them.
var Demos = []string{Recruitment, Payroll, CallCenter, Content, Receptionist}

// Case is one file of the corpus: an input of one demo and the facts its answer is held to.
type Case struct {
	Demo string // the directory, e.g. "payroll"
	Name string // the file's name without ".json", e.g. "03-restaurant-produce-line-error"
	// Business and Source say, for people reading the corpus, whose document it is and
	// what shape it has ("a dental clinic", "messy text pasted from a PDF").
	Business, Source, Notes string
	Facts                   []Fact
	// Holdout marks a case no engine change is tuned against: its facts are reported on
	// a row of their own and never fail a test, so nobody reads its misses to fix them.
	Holdout bool

	ask func(ctx context.Context, e ai.Engine) (string, error)
}

// ID names the case in reports: "payroll/03-restaurant-produce-line-error".
func (c Case) ID() string { return c.Demo + "/" + c.Name }

// Ask has the engine answer the case's input, as the demo's API endpoint would.
func (c Case) Ask(ctx context.Context, e ai.Engine) (string, error) { return c.ask(ctx, e) }

// DemoCases is one demo's part of the corpus, its cases in file-name order.
type DemoCases struct {
	Demo  string
	Cases []Case
}

// Corpus is every demo's cases, in Demos order.
type Corpus []DemoCases

// caseFile is a corpus file as written. Unknown fields are refused.
type caseFile struct {
	Business string          `json:"business"`
	Source   string          `json:"source"`
	Notes    string          `json:"notes,omitempty"`
	Holdout  bool            `json:"holdout,omitempty"`
	Input    json.RawMessage `json:"input"`
	Facts    []Fact          `json:"facts"`
}

// caseName is the shape of a case's file name: a two-digit number and a short name.
var caseName = regexp.MustCompile(`^[0-9]{2}-[a-z0-9]+(?:-[a-z0-9]+)*\.json$`)

// Load reads every demo's directory under root (testdata/ai-quality). Every file must be
// a valid case; the errors of all bad files are returned together, each naming its file.
func Load(root string) (Corpus, error) {
	var corpus Corpus
	var errs []error
	for _, demo := range Demos {
		cases, err := LoadDemo(root, demo)
		if err != nil {
			errs = append(errs, err)
		}
		corpus = append(corpus, DemoCases{Demo: demo, Cases: cases})
	}
	return corpus, errors.Join(errs...)
}

// LoadDemo reads one demo's directory: its NN-short-name.json cases, in name order, and
// nothing else but a README.md.
func LoadDemo(root, demo string) ([]Case, error) {
	if !slices.Contains(Demos, demo) {
		return nil, fmt.Errorf("unknown demo %q (want one of %s)", demo, strings.Join(Demos, ", "))
	}
	dir := filepath.Join(root, demo)
	entries, err := os.ReadDir(dir) // sorted by name
	if err != nil {
		return nil, err
	}
	var cases []Case
	var errs []error
	for _, e := range entries {
		path := filepath.Join(dir, e.Name())
		switch {
		case e.Name() == "README.md":
			continue
		case e.IsDir() || !caseName.MatchString(e.Name()):
			errs = append(errs, fmt.Errorf("%s: not a case: want files named NN-short-name.json (and a README.md)", path))
			continue
		}
		c, err := loadCase(path, demo)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", path, err))
			continue
		}
		cases = append(cases, c)
	}
	return cases, errors.Join(errs...)
}

func loadCase(path, demo string) (Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Case{}, err
	}
	var f caseFile
	if err := decodeStrict(data, &f); err != nil {
		return Case{}, err
	}
	if strings.TrimSpace(f.Business) == "" || strings.TrimSpace(f.Source) == "" {
		return Case{}, errors.New(`"business" and "source" say whose document it is and its shape; both are required`)
	}
	if len(f.Facts) == 0 {
		return Case{}, errors.New("no facts: a case needs at least one")
	}
	for i := range f.Facts {
		if err := f.Facts[i].prepare(); err != nil {
			return Case{}, err
		}
	}
	if len(f.Input) == 0 {
		return Case{}, errors.New(`no "input"`)
	}
	ask, err := inputs[demo](f.Input)
	if err != nil {
		return Case{}, fmt.Errorf("input: %w", err)
	}
	return Case{
		Demo: demo, Name: strings.TrimSuffix(filepath.Base(path), ".json"),
		Business: f.Business, Source: f.Source, Notes: f.Notes, Facts: f.Facts, Holdout: f.Holdout, ask: ask,
	}, nil
}

// decodeStrict decodes one JSON value, refusing unknown fields and anything after it.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("unexpected data after the JSON object")
	}
	return nil
}

// Text is a document in a corpus file: a JSON string, or an array of its lines (easier to
// read and to diff), which are joined with newlines.
type Text string

// UnmarshalJSON takes a string or an array of strings.
func (t *Text) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err == nil {
		*t = Text(s)
		return nil
	}
	var lines []string
	if err := json.Unmarshal(data, &lines); err != nil {
		return errors.New("a text must be a string or an array of lines")
	}
	*t = Text(strings.Join(lines, "\n"))
	return nil
}
