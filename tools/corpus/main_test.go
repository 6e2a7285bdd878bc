package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestCommittedCorpusIsGenerated checks that testdata/documents is what the generator
// writes today: expected.json, each HTML a PDF was printed from, each DOCX and text file.
// A change to the generator without `go run ./tools/corpus` fails here. (PDFs are not
// compared: Chromium stamps each with the time it was printed. Nor are scans and photos,
// which are made from the PDFs: only that each is there, and its entry in expected.json.)
func TestCommittedCorpusIsGenerated(t *testing.T) {
	const dir = "../../testdata/documents"
	docs, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	var entries []entry
	for _, d := range docs {
		entries = append(entries, d.entry)
		if d.from != "" {
			if _, err := os.Stat(filepath.Join(dir, d.File)); err != nil {
				t.Errorf("%s: %v; run go run ./tools/corpus -out testdata/documents", d.File, err)
			}
			continue
		}
		file, want := d.File, d.body
		if d.html != "" {
			file, want = htmlPath(d.File), []byte(d.html)
		}
		got, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s differs from what the generator writes (err %v); run go run ./tools/corpus -out testdata/documents", file, err)
		}
	}
	js, _ := json.MarshalIndent(entries, "", "  ")
	if got, _ := os.ReadFile(filepath.Join(dir, "expected.json")); !bytes.Equal(got, append(js, '\n')) {
		t.Error("expected.json differs from what the generator writes")
	}
}

// TestGenerateIsDeterministic draws the corpus twice.
func TestGenerateIsDeterministic(t *testing.T) {
	a, _ := generate()
	b, _ := generate()
	for i := range a {
		if a[i].html != b[i].html || !bytes.Equal(a[i].body, b[i].body) {
			t.Fatalf("%s: two runs differ", a[i].File)
		}
	}
}

// TestDerived checks the scans and photos: enough of each, each with its browser PDF's
// split, locale, layout and fields, half the photos stored sideways.
func TestDerived(t *testing.T) {
	docs, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	byFile := map[string]doc{}
	count := map[string]int{}
	sideways := 0
	for _, d := range docs {
		byFile[d.File] = d
		if d.from == "" {
			continue
		}
		count[d.Source+" "+d.Kind]++
		if d.sideways {
			sideways++
		}
		src, ok := byFile[d.from]
		if !ok || src.Source != "browser-pdf" || src.Kind != d.Kind {
			t.Errorf("%s: made from %q, not a browser PDF of its kind", d.File, d.from)
			continue
		}
		if d.Split != src.Split || d.Locale != src.Locale || d.Layout != src.Layout || !reflect.DeepEqual(d.Fields, src.Fields) {
			t.Errorf("%s: its entry is not its PDF's", d.File)
		}
	}
	if count["scan invoice"] < 10 || count["scan resume"] < 5 || count["photo invoice"] < 6 {
		t.Errorf("scans and photos: %v", count)
	}
	if sideways != count["photo invoice"]/2 {
		t.Errorf("%d of %d photos sideways, want half", sideways, count["photo invoice"])
	}
}

// TestMoney pins the locales' amounts.
func TestMoney(t *testing.T) {
	byID := map[string]locale{}
	for _, l := range locales {
		byID[l.id] = l
	}
	for id, want := range map[string]string{
		"en-US": "$1,265.28", "de-DE": "1.265,28 €", "nl-NL": "€ 1.265,28", "fr-FR": "1\u202f265,28\u00a0€", "ja-JP": "¥126,528",
	} {
		if got := byID[id].money(126528); got != want {
			t.Errorf("%s: money(126528) = %q, want %q", id, got, want)
		}
	}
}
