package app

import (
	"lexa/internal/analysis"
	"lexa/internal/extract"
	"lexa/internal/lexa"
	"lexa/internal/store"
)

// newAnalyser is the handler of the documents' analysis jobs: the store, the text
// extraction, and the same engine (in the same guard) as the live demos.
func newAnalyser(db *store.DB, engine analysis.Engine, clock lexa.Clock) *analysis.Analyser {
	return analysis.New(analysis.Deps{
		Store: db, ExtractText: extract.Text, ErrNoText: extract.ErrNoText, Engine: engine, Clock: clock,
	})
}
