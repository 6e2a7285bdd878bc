package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedCorpusIsGenerated checks that testdata/documents is what the generator
// writes today: expected.json, each HTML a PDF was printed from, each DOCX and text file.
// A change to the generator without `go run ./tools/corpus` fails here. (PDFs are not
// compared: Chromium stamps each with the time it was printed.)
func TestCommittedCorpusIsGenerated(t *testing.T) {
	const dir = "../../testdata/documents"
	docs, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	var entries []entry
	for _, d := range docs {
		entries = append(entries, d.entry)
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
