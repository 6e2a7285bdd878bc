package extract

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strings"

	"lexa/internal/lexa"
)

// csvText lays a CSV file out as the text of a table: one row per line, cells separated
// by two spaces, as a PDF's columns read, so the invoice rules find its labels and line
// items the same way.
func csvText(body []byte) (string, error) {
	r := csv.NewReader(strings.NewReader(lexa.DocumentText(body)))
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var b bytes.Buffer
	for b.Len() < MaxText {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", unreadable("it is not a valid CSV file.")
		}
		var cells []string
		for _, c := range rec {
			if c = strings.TrimSpace(c); c != "" {
				cells = append(cells, c)
			}
		}
		b.WriteString(strings.Join(cells, "  ") + "\n")
	}
	return b.String(), nil
}
