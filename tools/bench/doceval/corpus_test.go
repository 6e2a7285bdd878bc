package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

const corpusDir = "../../../testdata/documents"

// TestCorpusAgrees checks expected.json against the folder: every file listed exists
// and is listed once, every document in the folder is listed, kinds, sources and splits
// are known, each kind has its fields in the form the eval compares, and each PDF has
// the HTML it was printed from.
func TestCorpusAgrees(t *testing.T) {
	entries, err := load(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	extOf := map[string]string{"browser-pdf": ".pdf", "docx": ".docx", "text": ".txt", "scan": ".pdf", "photo": ".jpg"}
	listed := map[string]bool{}
	holdout := 0
	for _, e := range entries {
		if listed[e.File] {
			t.Errorf("%s: listed twice", e.File)
		}
		listed[e.File] = true
		if _, err := os.Stat(filepath.Join(corpusDir, e.File)); err != nil {
			t.Errorf("%s: %v", e.File, err)
		}
		if ext, ok := extOf[e.Source]; !ok || filepath.Ext(e.File) != ext {
			t.Errorf("%s: source %q does not fit the file", e.File, e.Source)
		}
		switch e.Split {
		case "holdout", "unseen": // both kept from tuning (testdata/documents/README.md)
			holdout++
		case "tune":
		default:
			t.Errorf("%s: split %q, want tune, holdout or unseen", e.File, e.Split)
		}
		var fields []string
		switch e.Kind {
		case "invoice":
			fields = invoiceFields
			if _, err := time.Parse("2006-01-02", e.Fields["date"]); err != nil {
				t.Errorf("%s: date %q is not YYYY-MM-DD", e.File, e.Fields["date"])
			}
			if _, err := strconv.ParseFloat(e.Fields["total"], 64); err != nil || strings.ContainsAny(e.Fields["total"], ", ") {
				t.Errorf("%s: total %q is not a plain number", e.File, e.Fields["total"])
			}
		case "resume":
			fields = resumeFields
		default:
			t.Errorf("%s: kind %q, want invoice or resume", e.File, e.Kind)
		}
		for _, f := range fields {
			if e.Fields[f] == "" {
				t.Errorf("%s: no expected %s", e.File, f)
			}
		}
		if e.Source == "browser-pdf" {
			if _, err := os.Stat(filepath.Join(corpusDir, "html", strings.TrimSuffix(filepath.Base(e.File), ".pdf")+".html")); err != nil {
				t.Errorf("%s: the HTML it was printed from: %v", e.File, err)
			}
		}
	}
	if share := float64(holdout) / float64(len(entries)); share < 0.25 || share > 0.55 {
		t.Errorf("holdout and unseen are %.0f%% of the corpus, want a third to a half", share*100)
	}

	for _, dir := range []string{"pdf", "docx", "text", "scans", "photos"} {
		files, err := os.ReadDir(filepath.Join(corpusDir, dir))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if !listed[dir+"/"+f.Name()] {
				t.Errorf("%s/%s: in the folder but not in expected.json", dir, f.Name())
			}
		}
	}
	htmls, _ := os.ReadDir(filepath.Join(corpusDir, "html"))
	for _, f := range htmls {
		if pdf := "pdf/" + strings.TrimSuffix(f.Name(), ".html") + ".pdf"; !listed[pdf] {
			t.Errorf("html/%s: no %s listed", f.Name(), pdf)
		}
	}
}

// TestSame pins the comparisons: what a person would call the same value.
func TestSame(t *testing.T) {
	for _, c := range []struct {
		field, want, got string
		ok               bool
	}{
		{"vendor", "Müller & Söhne Elektrotechnik GmbH", "MÜLLER & SÖHNE ELEKTROTECHNIK GMBH", true},
		{"vendor", "Bright Pixel Studio", "Bright Pixel", false},
		{"vendor", "Bright Pixel Studio", "", false},
		{"invoiceNumber", "A/2025/0273", "A/2025/0273", true},
		{"invoiceNumber", "INV-2025-0647", "2025-0647", false},
		{"date", "2025-05-01", "2025-05-01", true},
		{"date", "2025-05-01", "May 1, 2025", true},
		{"date", "2025-05-01", "2025-01-05", false},
		{"total", "1265.28", "1265.28", true},
		{"total", "1265.28", "1.265,28 €", true},
		{"total", "126500", "¥126,500", true},
		{"total", "126500", "126500.00", true},
		{"total", "1265.28", "1265.00", false},
		{"phone", "(415) 555-0176", "415.555.0176", true},
		{"phone", "(415) 555-0176", "", false},
		{"email", "Maria@x.com", "maria@x.com", true},
	} {
		if got := same(c.field, c.want, c.got); got != c.ok {
			t.Errorf("same(%s, %q, %q) = %v, want %v", c.field, c.want, c.got, got, c.ok)
		}
	}
}
