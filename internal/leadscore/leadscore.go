// Package leadscore runs the background job that scores a call-center service's inbox
// lead (lexa.JobScoreLead): the lead reader's kind and profile, then the score by the
// service's own lead profile (lexa.ScoreLeadForBusiness, decision 0073) with its reasons
// and next steps (a message that is no lead gets its kind's fixed score below 20); a hot
// lead (lexa.HotLeadScore or more) mails the customer once, queued with the score, and an
// opt-out is marked do-not-contact and never mailed. It declares what it needs;
// internal/app plugs in the store, the lead reader and the mail composer.
package leadscore

import (
	"context"
	"encoding/json"
	"fmt"

	"lexa/internal/lexa"
)

// Store is what the scoring reads and writes.
type Store interface {
	StartLeadScoring(ctx context.Context, leadID string) (lexa.LeadScoreInput, error)
	FinishLeadScoring(ctx context.Context, leadID string, out lexa.LeadScoreOutcome, hotMail func() (lexa.Email, error)) (bool, error)
}

// Deps are the scorer's dependencies.
type Deps struct {
	Store Store
	// Read is the lead reader (internal/ai/lead.Read): the message's kind, language and
	// profile. nil reads every message as a lead with an empty profile.
	Read func(ctx context.Context, lead string) (lexa.LeadReading, error)
	// HotLeadMail composes the mail to the customer about a hot lead, linking to url.
	HotLeadMail func(to, name string, l lexa.InboxLead, url string) (lexa.Email, error)
	// BaseURL is the site's address, for the link to the lead.
	BaseURL string
	// MailQueued nudges the mail worker; nil when none runs here.
	MailQueued func()
}

// Scorer is the handler of lexa.JobScoreLead.
type Scorer struct{ Deps }

// New returns the scorer of deps.
func New(deps Deps) *Scorer { return &Scorer{deps} }

type payload struct {
	LeadID string `json:"lead_id"`
}

// Handle scores the job's lead once. An error of the engine or the database is returned,
// so the job is tried again later; on its last attempt the lead is kept as failed (it
// stays in the pipeline, unscored).
func (s *Scorer) Handle(ctx context.Context, job lexa.Job) (json.RawMessage, error) {
	var p payload
	if err := json.Unmarshal(job.Payload, &p); err != nil || p.LeadID == "" {
		return nil, fmt.Errorf("score lead: the payload names no lead: %s", job.Payload)
	}
	in, err := s.Store.StartLeadScoring(ctx, p.LeadID)
	if err == lexa.ErrInboxLeadNotFound {
		return json.RawMessage(`{"skipped":"the lead was deleted"}`), nil
	}
	if err != nil {
		return nil, err
	}
	if in.Lead.Scoring != lexa.LeadScoringQueued {
		return json.RawMessage(`{"skipped":"the lead was scored before"}`), nil
	}
	out, err := s.score(ctx, in.Lead, in.Business)
	if err != nil {
		if job.Attempts < job.MaxAttempts {
			return nil, err
		}
		out = lexa.LeadScoreOutcome{Scoring: lexa.LeadScoringFailed, Reasons: []string{}}
	}
	url := s.BaseURL + "/dashboard/services/" + in.Lead.ServiceID + "?lead=" + in.Lead.ID
	mailed, err := s.Store.FinishLeadScoring(ctx, p.LeadID, out, func() (lexa.Email, error) {
		return s.HotLeadMail(in.OwnerEmail, in.OwnerName, withScore(in.Lead, out), url)
	})
	if err != nil {
		return nil, err
	}
	if mailed && s.MailQueued != nil {
		s.MailQueued()
	}
	return json.Marshal(map[string]any{"scoring": out.Scoring, "score": out.Score, "hot_mail": mailed})
}

// score reads the lead and scores it by the business's profile: the error is one to try
// again. The next steps are the analysis the inbox shows: the lead scorer demo's
// assessment is written for business-to-business sales, and is not asked here.
func (s *Scorer) score(ctx context.Context, l lexa.InboxLead, business lexa.BusinessLeadProfile) (lexa.LeadScoreOutcome, error) {
	reading := lexa.LeadReading{Kind: lexa.LeadKindLead}
	if s.Read != nil {
		var err error
		if reading, err = s.Read(ctx, l.Text()); err != nil {
			return lexa.LeadScoreOutcome{}, err
		}
	}
	fit := lexa.ScoreLeadForBusiness(l, reading, business)
	return lexa.LeadScoreOutcome{Scoring: lexa.LeadScoringScored, Score: fit.Score, Temperature: lexa.LeadTemperature(fit.Score),
		Kind: fit.Kind, DoNotContact: fit.Kind.DoNotContact(), Reasons: fit.Reasons, Analysis: fit.Analysis(),
		Profile: reading.Profile}, nil
}

// withScore is the lead as the mail tells of it.
func withScore(l lexa.InboxLead, out lexa.LeadScoreOutcome) lexa.InboxLead {
	score := out.Score
	l.Score, l.Temperature, l.Reasons, l.Kind, l.DoNotContact = &score, out.Temperature, out.Reasons, out.Kind, out.DoNotContact
	l.Analysis = out.Analysis
	return l
}
