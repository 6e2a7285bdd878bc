// Package docscheck holds tests that keep the documentation in step with itself.
package docscheck

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

const decisionsDir = "../../docs/decisions"

var (
	recordName = regexp.MustCompile(`^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$`)
	indexRow   = regexp.MustCompile(`(?m)^\| (\d{4}) \| \[[^\n]*?\]\(([^)\s]+)\) \|`)
)

// Every decision record docs/decisions/NNNN-title.md has a row in the index
// (docs/decisions/README.md), every row links to a record that exists under its own
// number, and the numbers run from 0001 without a gap or a repeat.
func TestDecisionRecordsMatchTheirIndex(t *testing.T) {
	entries, err := os.ReadDir(decisionsDir)
	if err != nil {
		t.Fatal(err)
	}
	records := map[string]int{} // file name → number
	byNumber := map[int]string{}
	for _, e := range entries {
		if e.IsDir() || e.Name() == "README.md" {
			continue
		}
		m := recordName.FindStringSubmatch(e.Name())
		if m == nil {
			// A file here that is not a numbered record would be a decision nobody finds.
			t.Errorf("%s is not named NNNN-kebab-title.md", e.Name())
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if other, ok := byNumber[n]; ok {
			t.Errorf("records %s and %s share the number %04d", other, e.Name(), n)
		}
		byNumber[n] = e.Name()
		records[e.Name()] = n
	}
	if len(records) == 0 {
		t.Fatal("no decision records in docs/decisions")
	}
	for n := 1; n <= len(records); n++ {
		if _, ok := byNumber[n]; !ok {
			t.Errorf("no record numbered %04d: the numbers must run 0001, 0002, … without a gap", n)
		}
	}

	index, err := os.ReadFile(filepath.Join(decisionsDir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, m := range indexRow.FindAllStringSubmatch(string(index), -1) {
		number, link := m[1], m[2]
		if listed[link] {
			t.Errorf("the index lists %s twice", link)
		}
		listed[link] = true
		if _, err := os.Stat(filepath.Join(decisionsDir, link)); err != nil {
			t.Errorf("the index links to %s, which does not exist", link)
			continue
		}
		if n, ok := records[link]; !ok || strconv.Itoa(n) != trimZeros(number) {
			t.Errorf("the index row numbered %s links to %s, whose name does not carry that number", number, link)
		}
	}
	for name := range records {
		if !listed[name] {
			t.Errorf("%s is not in the index (docs/decisions/README.md)", name)
		}
	}
}

func trimZeros(s string) string {
	n, _ := strconv.Atoi(s)
	return strconv.Itoa(n)
}
