package httpapi

import (
	"context"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// DemoAI answers the live demos (ai.Guard around a model, or ai.BuiltIn).
type DemoAI interface {
	Name() string
	Recruitment(ctx context.Context, resume, jobDescription string) (string, error)
	Payroll(ctx context.Context, invoice string) (string, error)
	// ReadInvoice is the invoice rules' structured reading, whichever engine writes the
	// payroll demo's analysis.
	ReadInvoice(ctx context.Context, invoice string) (lexa.InvoiceReading, error)
	CallCenter(ctx context.Context, lead string) (string, error)
	Content(ctx context.Context, req lexa.ContentRequest) (string, error)
	Chat(ctx context.Context, call lexa.ChatCall, emit func(delta string) error) error
}

// DemoLimits is how often one client address may use each demo.
type DemoLimits struct {
	Requests int
	Window   time.Duration
}

// demoMaxBody fits two texts of 20,000 characters of any script, JSON-escaped.
const demoMaxBody = 256 << 10

// answerDemo decodes the demo's input, checks it, counts it, asks the AI and answers
// {field: text, engine}. Checking before counting spares the limit of a visitor who
// only forgot to fill a field.
func answerDemo[T any](s *Server, w http.ResponseWriter, r *http.Request, demo, field string,
	parse func(T) (T, error), ask func(context.Context, T) (string, error)) {
	answerDemoWith(s, w, r, demo, parse, func(ctx context.Context, in T) (map[string]any, error) {
		text, err := ask(ctx, in)
		return map[string]any{field: text}, err
	})
}

// answerDemoWith is answerDemo for an answer of several fields; "engine" is added, and
// "note" when another engine than the configured one wrote the answer.
func answerDemoWith[T any](s *Server, w http.ResponseWriter, r *http.Request, demo string,
	parse func(T) (T, error), ask func(context.Context, T) (map[string]any, error)) {
	var in T
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := parse(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowDemo(w, r, demo) {
		return
	}
	ctx, answered := lexa.WithAnswered(r.Context())
	answer, err := ask(ctx, in)
	if err != nil {
		s.writeDemoError(w, r, err)
		return
	}
	// The engine that wrote the answer: the one configured, unless it handed the answer to
	// another (a model's answer that failed its checks), which the note then explains.
	engine := s.AI.Name()
	if answered.Engine != "" {
		engine = answered.Engine
		answer["note"] = answered.Note
	}
	answer["engine"] = engine
	w.Header().Set("X-Lexa-Engine", engine)
	writeJSON(w, http.StatusOK, answer)
}

// writeDemoError answers a failed AI call; a browser that went away gets nothing.
func (s *Server) writeDemoError(w http.ResponseWriter, r *http.Request, err error) {
	if r.Context().Err() != nil {
		return
	}
	s.writeError(w, r, err)
}

// handleRecruitmentDemo answers the engine's analysis and, beside it, what kind of text
// the resume box holds, read by rules whichever engine wrote the analysis (the page shows
// a cover letter or a job ad as such; docs/decisions/0067-resume-kinds-and-requirements.md).
func (s *Server) handleRecruitmentDemo(w http.ResponseWriter, r *http.Request) {
	answerDemoWith(s, w, r, lexa.Recruitment.Kind().Demo, lexa.ParseRecruitmentDemo,
		func(ctx context.Context, in lexa.RecruitmentDemo) (map[string]any, error) {
			analysis, err := s.AI.Recruitment(ctx, in.Resume, in.JobDescription)
			if err != nil {
				return nil, err
			}
			kind := lexa.ResumeKindResume
			if s.ReadResumeKind != nil {
				if kind, err = s.ReadResumeKind(ctx, in.Resume); err != nil {
					return nil, err
				}
			}
			return map[string]any{"analysis": analysis, "kind": kind}, nil
		})
}

// handlePayrollDemo answers the engine's analysis and, beside it, the invoice rules'
// structured reading (docs/decisions/0030-resume-and-invoice-demos.md).
func (s *Server) handlePayrollDemo(w http.ResponseWriter, r *http.Request) {
	answerDemoWith(s, w, r, lexa.Payroll.Kind().Demo, lexa.ParsePayrollDemo,
		func(ctx context.Context, in lexa.PayrollDemo) (map[string]any, error) {
			reading, err := s.AI.ReadInvoice(ctx, in.InvoiceData)
			if err != nil {
				return nil, err
			}
			analysis, err := s.AI.Payroll(ctx, in.InvoiceData)
			return map[string]any{"analysis": analysis, "invoice": reading}, err
		})
}

// handleCallCenterDemo answers the engine's analysis and what the lead reader found in
// the text: the kind of message (the page scores only a lead by the rules) and the profile,
// so the page shows the same reading whichever engine wrote the prose
// (docs/decisions/0029-lead-scorer-and-content-demos.md, 0061-lead-kinds-negation-languages.md).
func (s *Server) handleCallCenterDemo(w http.ResponseWriter, r *http.Request) {
	answerDemoWith(s, w, r, lexa.CallCenter.Kind().Demo, lexa.ParseCallCenterDemo,
		func(ctx context.Context, in lexa.CallCenterDemo) (map[string]any, error) {
			analysis, err := s.AI.CallCenter(ctx, in.LeadData)
			if err != nil {
				return nil, err
			}
			reading := lexa.LeadReading{Kind: lexa.LeadKindLead}
			if s.ReadLead != nil {
				if reading, err = s.ReadLead(ctx, in.LeadData); err != nil {
					return nil, err
				}
			}
			return map[string]any{"analysis": analysis, "kind": reading.Kind, "profile": reading.Profile}, nil
		})
}

// handleContentDemo answers the post and, when there is one, a note beside it (why the
// tone is not the one asked; issue 31), so the post text stays ready to copy.
func (s *Server) handleContentDemo(w http.ResponseWriter, r *http.Request) {
	answerDemoWith(s, w, r, lexa.ContentMarketing.Kind().Demo, lexa.ParseContentRequest,
		func(ctx context.Context, in lexa.ContentRequest) (map[string]any, error) {
			text, err := s.AI.Content(ctx, in)
			if err != nil {
				return nil, err
			}
			answer := map[string]any{"content": text}
			if note := s.contentNote(in); note != "" {
				answer["note"] = note
			}
			return answer, nil
		})
}

// contentNote is the note for a post the demos' engine writes, or "".
func (s *Server) contentNote(req lexa.ContentRequest) string {
	if s.ContentNote == nil {
		return ""
	}
	return s.ContentNote(req, s.AI.Name() == builtInEngine)
}
