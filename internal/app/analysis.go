package app

import (
	"context"

	"lexa/internal/ai/lead"
	"lexa/internal/analysis"
	"lexa/internal/extract"
	"lexa/internal/leadscore"
	"lexa/internal/lexa"
	"lexa/internal/mail"
	"lexa/internal/store"
)

// newAnalyzer is the handler of the documents' analysis jobs: the store, the text
// extraction, and the same engine (in the same guard) as the live demos.
func newAnalyzer(db *store.DB, engine analysis.Engine, clock lexa.Clock) *analysis.Analyzer {
	return analysis.New(analysis.Deps{
		Store: db, ExtractText: extract.Text, ErrNoText: extract.ErrNoText, Engine: engine, Clock: clock,
	})
}

// newLeadScorer is the handler of the inbox leads' scoring jobs: the store, the lead
// scorer demo's engine (in the same guard), the lead reader, and the hot-lead mail.
func newLeadScorer(db *store.DB, engine interface {
	CallCenter(ctx context.Context, lead string) (string, error)
}, composer *mail.Composer, baseURL string, mailQueued func()) *leadscore.Scorer {
	return leadscore.New(leadscore.Deps{
		Store: db, Assess: engine.CallCenter, ReadProfile: lead.ReadProfile, HotLeadMail: composer.HotLead,
		BaseURL: baseURL, MailQueued: mailQueued,
	})
}
