// Command doceval measures how well Lexa reads the document corpus (testdata/documents,
// written by tools/corpus): each file goes through extract.Text as an upload does (a
// scan or a photo through a sandbox with Tesseract, as the server reads it), then
// invoice.Read for an invoice or lexa.CandidateName and lexa.CandidateContacts for a resume, and the fields read
// are compared with expected.json's. It prints the share of each field read right per
// source and split; -v lists every miss. `make doc-eval` runs it.
//
// The holdout split is the part of the corpus no reader change is tuned against: a
// change that lifts "tune" but not "holdout" has learned the corpus, not the documents.
// It exits 0 whatever the accuracy (it is a report, not a test); 1 only when the corpus
// cannot be loaded.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"lexa/internal/ai/invoice"
	"lexa/internal/extract"
	"lexa/internal/lexa"
)

// entry is one document of expected.json.
type entry struct {
	File   string            `json:"file"`
	Kind   string            `json:"kind"`
	Source string            `json:"source"`
	Split  string            `json:"split"`
	Locale string            `json:"locale"`
	Layout string            `json:"layout"`
	Fields map[string]string `json:"fields"`
}

// The fields compared per kind, in the table's order.
var (
	invoiceFields = []string{"vendor", "invoiceNumber", "date", "total"}
	resumeFields  = []string{"name", "email", "phone"}
)

// outcome is one field of one document: expected, read, and whether they agree.
type outcome struct {
	entry
	field, want, got string
	ok               bool
}

func main() {
	dir := flag.String("corpus", "testdata/documents", "the document corpus's directory (expected.json and the files)")
	verbose := flag.Bool("v", false, "list every miss of the tune and holdout parts: file, field, expected, read")
	flag.BoolVar(&showUnseen, "show-unseen", false, "with -v, list the unseen part's misses too (once read, that part is no longer unseen)")
	flag.StringVar(&dumpDir, "dump", "", "write the text read from each tune and holdout document to this directory (FILE.txt), to see what the readers were given")
	flag.Parse()
	if err := run(context.Background(), os.Stdout, *dir, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "doc-eval:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, out io.Writer, dir string, verbose bool) error {
	entries, err := load(dir)
	if err != nil {
		return err
	}
	// Scans and photos are read by OCR, in the reader's sandbox as the server reads them;
	// without Tesseract they are skipped, not counted as missed.
	var sandbox *extract.Sandbox
	ocr, ocrErr := extract.FindOCR(ctx)
	if ocrErr == nil {
		if sandbox, err = extract.NewSandbox(extract.Limits{}); err != nil {
			return err
		}
		sandbox.UseOCR(ocr)
	}
	var results []outcome
	failed, skipped := 0, 0
	start := time.Now()
	for _, e := range entries {
		if needsOCR(e) && sandbox == nil {
			skipped++
			continue
		}
		rs, err := evaluate(ctx, dir, e, sandbox)
		if err != nil {
			failed++
		}
		results = append(results, rs...)
	}
	fmt.Fprintf(out, "Document corpus (%s, %d documents, read in %v): fields read right, per source and split\n\n", dir, len(entries)-skipped, time.Since(start).Round(time.Second))
	writeTable(out, "Invoices", invoiceFields, results)
	fmt.Fprintln(out)
	writeTable(out, "Resumes", resumeFields, results)
	fmt.Fprintln(out, "\nname, email, phone: as an upload reads them (lexa.CandidateName, lexa.CandidateContacts).")
	if skipped > 0 {
		fmt.Fprintf(out, "\nThe %d scans and photos were skipped: no OCR (%v; make tesseract).\n", skipped, ocrErr)
	}
	if failed > 0 {
		fmt.Fprintf(out, "\n%d documents could not be read at all (every field counts as missed; -v says why).\n", failed)
	}
	if verbose {
		writeMisses(out, results)
	} else {
		fmt.Fprintln(out, "\nRun with -v (make doc-eval DOC_EVAL_FLAGS=-v) to list the misses.")
	}
	return nil
}

// load reads expected.json.
func load(dir string) ([]entry, error) {
	b, err := os.ReadFile(filepath.Join(dir, "expected.json"))
	if err != nil {
		return nil, err
	}
	var entries []entry
	if err := json.Unmarshal(b, &entries); err != nil {
		return nil, fmt.Errorf("expected.json: %w", err)
	}
	return entries, nil
}

// evaluate reads one document as an upload is read and compares its fields. A document
// that cannot be read gives every field as missed, with the error as what was read.
func evaluate(ctx context.Context, dir string, e entry, sandbox *extract.Sandbox) ([]outcome, error) {
	fields := invoiceFields
	if e.Kind == "resume" {
		fields = resumeFields
	}
	got, err := read(ctx, dir, e, sandbox)
	var rs []outcome
	for _, f := range fields {
		o := outcome{entry: e, field: f, want: e.Fields[f]}
		if err != nil {
			o.got = "(" + err.Error() + ")"
		} else {
			o.got = got[f]
			o.ok = same(f, o.want, o.got)
		}
		rs = append(rs, o)
	}
	return rs, err
}

// showUnseen is -show-unseen: -v lists the unseen part's misses too.
var showUnseen bool

// dumpDir is -dump's directory, or "" to write nothing.
var dumpDir string

// dump writes the text read from file under dumpDir, keeping the corpus's folders apart.
func dump(file, text string) error {
	path := filepath.Join(dumpDir, filepath.FromSlash(file)+".txt")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

// needsOCR tells the documents without a text layer: scans and photos.
func needsOCR(e entry) bool { return e.Source == "scan" || e.Source == "photo" }

// read extracts the document's text and the fields a reader finds in it: in-process
// with extract.Text, or a scan or photo in sandbox, with OCR.
func read(ctx context.Context, dir string, e entry, sandbox *extract.Sandbox) (map[string]string, error) {
	body, err := os.ReadFile(filepath.Join(dir, e.File))
	if err != nil {
		return nil, err
	}
	media, ok := lexa.SniffDocument(e.File, body, false)
	if !ok {
		return nil, fmt.Errorf("not a document Lexa accepts")
	}
	timeout := 30 * time.Second
	if needsOCR(e) {
		timeout = 2 * time.Minute // the sandbox keeps OCR's own, shorter clock
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var text string
	if needsOCR(e) {
		text, err = sandbox.Text(ctx, media, body)
	} else {
		text, err = extract.Text(ctx, media, body)
	}
	if err != nil {
		return nil, fmt.Errorf("extract: %w", err)
	}
	if dumpDir != "" && (e.Split != "unseen" || showUnseen) {
		if err := dump(e.File, text); err != nil {
			return nil, err
		}
	}
	if e.Kind == "resume" {
		email, phone := lexa.CandidateContacts(text)
		return map[string]string{"name": lexa.CandidateName(text, filepath.Base(e.File)), "email": email, "phone": phone}, nil
	}
	r, err := invoice.Read(ctx, text)
	if err != nil {
		return nil, fmt.Errorf("invoice.Read: %w", err)
	}
	total := r.Fields.Total.Value
	if c := r.Fields.Total.Cents; c != nil {
		// the amount itself, whatever symbol Value shows (Cents is in the currency's smallest unit)
		total = lexa.FormatMinorUnits(*c, r.Currency)
	}
	return map[string]string{
		"vendor": r.Fields.Vendor.Value, "invoiceNumber": r.Fields.InvoiceNumber.Value,
		"date": r.Fields.Date.Value, "total": total,
	}, nil
}
