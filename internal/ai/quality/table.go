package quality

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// WriteTable writes a Markdown table of the facts met per demo, with a pair of columns
// (facts met, %) per result side by side and a last row over all demos:
//
//	| Demo | Cases | built-in facts met | % | gpt-4o-mini facts met | % |
//	|---|---|---|---|---|---|
//	| payroll | 16 | 61/72 | 85% | 70/72 | 97% |
//
// The results must be over the same corpus. Demos without cases are left out.
func WriteTable(w io.Writer, results ...Result) error {
	if len(results) == 0 {
		return errors.New("no results to tabulate")
	}
	first := results[0]
	for _, r := range results[1:] {
		if len(r.Demos) != len(first.Demos) {
			return fmt.Errorf("%s and %s answered different corpora", first.Engine, r.Engine)
		}
		for i, d := range r.Demos {
			if d.Demo != first.Demos[i].Demo || len(d.Cases) != len(first.Demos[i].Cases) {
				return fmt.Errorf("%s and %s answered different corpora", first.Engine, r.Engine)
			}
		}
	}
	var b strings.Builder
	b.WriteString("| Demo | Cases |")
	for _, r := range results {
		fmt.Fprintf(&b, " %s facts met | %% |", cell(r.Engine))
	}
	b.WriteString("\n|---|---|" + strings.Repeat("---|---|", len(results)) + "\n")
	cases := 0
	met, total := make([]int, len(results)), make([]int, len(results))
	for i, d := range first.Demos {
		if len(d.Cases) == 0 {
			continue
		}
		cases += len(d.Cases)
		fmt.Fprintf(&b, "| %s | %d |", d.Demo, len(d.Cases))
		for j, r := range results {
			m, t := r.Demos[i].Met()
			met[j], total[j] = met[j]+m, total[j]+t
			fmt.Fprintf(&b, " %d/%d | %s |", m, t, percent(m, t))
		}
		b.WriteString("\n")
		if held := heldOut(d); held > 0 {
			fmt.Fprintf(&b, "| %s, held out | %d |", d.Demo, held)
			for _, r := range results {
				m, t := r.Demos[i].heldOutMet()
				fmt.Fprintf(&b, " %d/%d | %s |", m, t, percent(m, t))
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "| all | %d |", cases)
	for j := range results {
		fmt.Fprintf(&b, " %d/%d | %s |", met[j], total[j], percent(met[j], total[j]))
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// heldOut counts the demo's held-out cases.
func heldOut(d DemoResult) int {
	n := 0
	for _, c := range d.Cases {
		if c.Case.Holdout {
			n++
		}
	}
	return n
}

// heldOutMet is Met over the held-out cases only.
func (d DemoResult) heldOutMet() (met, total int) {
	for _, c := range d.Cases {
		if c.Case.Holdout {
			met, total = met+c.Met, total+c.Total
		}
	}
	return met, total
}

// WriteFailures lists, for each case of the result that missed a fact, the facts missed
// (and the engine's error, if it gave one), in the corpus's order.
func WriteFailures(w io.Writer, r Result) error {
	var b strings.Builder
	for _, d := range r.Demos {
		for _, c := range d.Cases {
			if c.Met == c.Total || c.Case.Holdout {
				continue // a held-out case's misses are not listed, so none is tuned against
			}
			fmt.Fprintf(&b, "%s: %d/%d facts met\n", c.Case.ID(), c.Met, c.Total)
			if c.Err != nil {
				fmt.Fprintf(&b, "  error: %v\n", c.Err)
				continue
			}
			for _, f := range c.Failed {
				fmt.Fprintf(&b, "  - %s\n", f)
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// percent is met of total as a whole percentage, rounded down so that only a demo that
// meets every fact shows 100%.
func percent(met, total int) string {
	if total == 0 {
		return "–"
	}
	return fmt.Sprintf("%d%%", met*100/total)
}

// cell keeps a name from breaking a Markdown table.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
