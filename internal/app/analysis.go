package app

import (
	"context"

	"lexa/internal/analysis"
	"lexa/internal/extract"
	"lexa/internal/httpapi"
	"lexa/internal/lexa"
	"lexa/internal/store"
)

// newAnalyser is the handler of the documents' analysis jobs: the store, the text
// extraction, and the same engine (and guard) as the live demos.
func newAnalyser(db *store.DB, engine httpapi.DemoAI, clock lexa.Clock) *analysis.Analyser {
	return analysis.New(analysis.Deps{
		Store:       db,
		ExtractText: extract.Text,
		ErrNoText:   extract.ErrNoText,
		Screen:      engine.Recruitment,
		ReadInvoice: func(ctx context.Context, text string) (string, lexa.InvoiceReading, error) {
			reading, err := engine.ReadInvoice(ctx, text)
			if err != nil {
				return "", reading, err
			}
			answer, err := engine.Payroll(ctx, text)
			return answer, reading, err
		},
		Clock: clock,
	})
}
