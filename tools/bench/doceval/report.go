package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// The table's rows: each source by split, then all of a kind's documents.
var (
	sources = []string{"browser-pdf", "docx", "text", "scan", "photo"}
	splits  = []string{"tune", "holdout", "unseen"}
)

// writeTable writes one kind's accuracy: a row per source and split with documents,
// a column per field, and "all" — the documents with every field right.
func writeTable(out io.Writer, title string, fields []string, results []outcome) {
	kind := strings.ToLower(strings.TrimSuffix(title, "s"))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\tdocs\t%s\tall\t\n", title, strings.Join(fields, "\t"))
	row := func(label string, keep func(outcome) bool) {
		var cells []string
		docs, wrong := map[string]bool{}, map[string]bool{}
		for _, f := range fields {
			n, ok := 0, 0
			for _, o := range results {
				if o.Kind != kind || o.field != f || !keep(o) {
					continue
				}
				n++
				docs[o.File] = true
				if o.ok {
					ok++
				} else {
					wrong[o.File] = true
				}
			}
			cells = append(cells, percent(ok, n))
		}
		if len(docs) == 0 {
			return
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t\n", label, len(docs), strings.Join(cells, "\t"), percent(len(docs)-len(wrong), len(docs)))
	}
	for _, s := range sources {
		for _, sp := range splits {
			row(s+" "+sp, func(o outcome) bool { return o.Source == s && o.Split == sp })
		}
	}
	// The OCR targets are for scans and photos together.
	row("scan+photo", func(o outcome) bool { return o.Source == "scan" || o.Source == "photo" })
	row("all", func(outcome) bool { return true })
	tw.Flush()
}

func percent(ok, n int) string {
	if n == 0 {
		return "–"
	}
	return fmt.Sprintf("%d%%", (ok*100+n/2)/n)
}

// writeMisses lists each field read wrong: the file (with its locale and layout, which
// usually say why), the field, what was expected and what was read.
func writeMisses(out io.Writer, results []outcome) {
	fmt.Fprintln(out, "\nMisses:")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "file\tlocale/layout\tfield\texpected\tread")
	hidden := 0
	for _, o := range results {
		if o.ok {
			continue
		}
		// The unseen part stays unseen: its misses are counted, not shown, unless asked.
		if o.Split == "unseen" && !showUnseen {
			hidden++
			continue
		}
		got := o.got
		if got == "" {
			got = "(nothing)"
		}
		where := o.Layout
		if o.Locale != "" {
			where = o.Locale + " " + o.Layout
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%q\t%q\n", o.File, where, o.field, o.want, got)
	}
	tw.Flush()
	if hidden > 0 {
		fmt.Fprintf(out, "\n%d misses of the unseen part are not listed (-show-unseen lists them; once read, that part is a holdout like the other).\n", hidden)
	}
}
