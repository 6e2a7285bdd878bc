package quality

import (
	"context"
	"time"

	"lexa/internal/ai"
)

// CorpusYear is the year the corpus is read in: a resume's "Present" is this year, so the
// built-in engine's answers (years of experience) do not change with the date it runs.
const CorpusYear = 2026

// DefaultTimeout is how long one case's answer may take when Run is given no deadline:
// AI_TIMEOUT's default.
const DefaultTimeout = 60 * time.Second

// Result is one engine's answers to a corpus.
type Result struct {
	Engine string // the engine's Name: "built-in" or the model's
	Demos  []DemoResult
}

// DemoResult is one demo's part of a Result.
type DemoResult struct {
	Demo  string
	Cases []CaseResult
}

// CaseResult is how one answer met its case's facts.
type CaseResult struct {
	Case       Case
	Answer     string
	Err        error    // the engine's error; then no fact counts as met
	Met, Total int      // facts met, facts checked
	Failed     []string // the descriptions of the facts not met, in the file's order
}

// Met sums the demo's facts met and checked.
func (d DemoResult) Met() (met, total int) {
	for _, c := range d.Cases {
		met += c.Met
		total += c.Total
	}
	return met, total
}

// Run asks the engine every case of the corpus, one at a time in the corpus's order,
// each within timeout (DefaultTimeout when 0), and checks each answer's facts. An engine
// error (a model down, a deadline passed) fails every fact of its case and is kept in
// the case's result; once ctx ends, the cases left fail with its error.
func Run(ctx context.Context, e ai.Engine, corpus Corpus, timeout time.Duration) Result {
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	r := Result{Engine: e.Name()}
	for _, d := range corpus {
		dr := DemoResult{Demo: d.Demo}
		for _, c := range d.Cases {
			dr.Cases = append(dr.Cases, RunCase(ctx, e, c, timeout))
		}
		r.Demos = append(r.Demos, dr)
	}
	return r
}

// RunCase asks the engine one case within timeout and checks the answer's facts.
func RunCase(ctx context.Context, e ai.Engine, c Case, timeout time.Duration) CaseResult {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	answer, err := c.Ask(ctx, e)
	return Check(c, answer, err)
}

// Check holds an answer (or the engine's error) to the case's facts.
func Check(c Case, answer string, err error) CaseResult {
	res := CaseResult{Case: c, Answer: answer, Err: err, Total: len(c.Facts)}
	for i := range c.Facts {
		f := &c.Facts[i]
		if err == nil && f.Met(answer) {
			res.Met++
		} else {
			res.Failed = append(res.Failed, f.Description)
		}
	}
	return res
}
