// Command aieval measures the demos' answers on the AI quality corpus (testdata/ai-quality,
// package quality): every case is answered by the built-in engine and, when one is
// configured (AI_BASE_URL, AI_MODEL, AI_API_KEY, as for `lexa serve`), by the model, and the
// facts met per demo are printed side by side. `make ai-eval` runs it.
//
// Each answer gets AI_TIMEOUT (60 s by default); cases are asked one at a time, in the
// corpus's order. The lead advice quotes the default plan prices (the test-mode
// catalogue), as the engine benchmark does; the receptionist its business's. It exits 1 only when the corpus
// or the configuration is invalid: missed facts are the report, not a failure.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"lexa/internal/ai"
	"lexa/internal/ai/quality"
	"lexa/internal/config"
	"lexa/internal/lexa"
)

func main() {
	corpus := flag.String("corpus", "testdata/ai-quality", "the quality corpus's directory")
	verbose := flag.Bool("v", false, "also list, per engine, each case's missed facts")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Getenv, os.Stdout, os.Stderr, *corpus, *verbose)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "ai-eval:", err)
		os.Exit(1)
	}
}

// run evaluates the engines on the corpus in dir, reading the configuration through
// getenv, and writes the report to out and progress to progress.
func run(ctx context.Context, getenv func(string) string, out, progress io.Writer, dir string, verbose bool) error {
	cfg, err := config.Load(getenv, false)
	if err != nil {
		return fmt.Errorf("configuration: %w", err)
	}
	corpus, err := quality.Load(dir)
	if err != nil {
		return fmt.Errorf("corpus: %w", err)
	}
	catalog, err := lexa.TestModeCatalog(func(string, lexa.BillingInterval) int { return 0 }) // the default prices
	if err != nil {
		return err
	}
	builtIn := ai.NewBuiltIn(catalog.Figures(), quality.CorpusYear)
	builtIn.WordPause = 0
	engines := []ai.Engine{builtIn}
	if cfg.AI.UsesModel() {
		// No fallback: a structured answer that does not validate is the model's error here,
		// counted as such, not the built-in engine's answer in the model's column.
		engines = append(engines, ai.NewModel(ai.ModelConfig{
			BaseURL: cfg.AI.BaseURL, APIKey: cfg.AI.APIKey, Model: cfg.AI.Model,
		}))
	}

	var results []quality.Result
	for _, e := range engines {
		r, err := evaluate(ctx, e, corpus, cfg.AI.Timeout, progress)
		if err != nil {
			return err
		}
		results = append(results, r)
	}

	fmt.Fprintf(out, "AI quality corpus (%s): facts met per demo\n\n", dir)
	if err := quality.WriteTable(out, results...); err != nil {
		return err
	}
	if !cfg.AI.UsesModel() {
		fmt.Fprintln(out, "\nModel: not configured. Set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the server wants one) to compare a model with the built-in engine.")
	}
	for _, r := range results {
		if n, first := failedAnswers(r); n > 0 {
			fmt.Fprintf(out, "\n%s: %d answers failed with an error (their facts count as missed), the first: %v\n", r.Engine, n, first)
		}
	}
	if verbose {
		for _, r := range results {
			fmt.Fprintf(out, "\nMissed by %s:\n", r.Engine)
			if err := quality.WriteFailures(out, r); err != nil {
				return err
			}
		}
	} else {
		fmt.Fprintln(out, "\nRun with -v (make ai-eval AI_EVAL_FLAGS=-v) to list the missed facts.")
	}
	return nil
}

// evaluate runs one engine over the corpus, a demo at a time, saying which on progress.
func evaluate(ctx context.Context, e ai.Engine, corpus quality.Corpus, timeout time.Duration, progress io.Writer) (quality.Result, error) {
	r := quality.Result{Engine: e.Name()}
	for _, d := range corpus {
		if len(d.Cases) > 0 {
			fmt.Fprintf(progress, "ai-eval: %s: %s (%d cases)\n", e.Name(), d.Demo, len(d.Cases))
		}
		part := quality.Run(ctx, e, quality.Corpus{d}, timeout)
		r.Demos = append(r.Demos, part.Demos...)
		if err := ctx.Err(); err != nil {
			return r, fmt.Errorf("stopped: %w", err)
		}
	}
	return r, nil
}

// failedAnswers counts the answers that ended in an error and returns the first error.
func failedAnswers(r quality.Result) (int, error) {
	n, first := 0, error(nil)
	for _, d := range r.Demos {
		for _, c := range d.Cases {
			if c.Err != nil {
				if first == nil {
					first = fmt.Errorf("%s: %w", c.Case.ID(), c.Err)
				}
				n++
			}
		}
	}
	if errors.Is(first, context.DeadlineExceeded) {
		first = fmt.Errorf("%w (AI_TIMEOUT)", first)
	}
	return n, first
}
