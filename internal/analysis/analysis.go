// Package analysis runs the background job that analyzes an uploaded document
// (lexa.JobAnalyzeDocument): it reads the file's text, screens a resume against its job
// or reads and checks an invoice with the engine, keeps the result on the document and
// records the work as the service's usage. It declares what it needs; internal/app
// plugs in the store, the text extraction and the AI engine.
package analysis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// Store is what the analysis reads and writes.
type Store interface {
	StartAnalysis(ctx context.Context, docID string) (lexa.Analysis, error)
	FinishAnalysis(ctx context.Context, docID string, out lexa.AnalysisOutcome) error
	RecordUsage(ctx context.Context, r lexa.UsageRecord, limit lexa.RateLimit) (lexa.UsageRecord, int64, bool, error)
}

// Deps are the analysis's dependencies.
type Deps struct {
	Store Store
	// ExtractText reads a file's text: a *lexa.Error (validation) says why a file cannot
	// be read, ErrNoText that it has no text layer, lexa.ErrNoOCR that only OCR could
	// read it and this server has none.
	ExtractText func(ctx context.Context, mediaType string, body []byte) (string, error)
	ErrNoText   error
	Engine      Engine
	Clock       lexa.Clock
	// ReadResumeKind reads what a document uploaded as a resume is, by rules, whichever
	// engine screens it (internal/ai/resume.ReadKind); nil takes every text for a resume.
	ReadResumeKind func(ctx context.Context, text string) (lexa.ResumeKind, error)
}

// Engine is the AI that analyzes: the live demos' engine, built-in or a model, in the
// same guard (its concurrency and timeout).
type Engine interface {
	// Recruitment screens a resume against a job description.
	Recruitment(ctx context.Context, resume, jobDescription string) (string, error)
	// Payroll writes an invoice's analysis; ReadInvoice is the rules' reading of it.
	Payroll(ctx context.Context, invoice string) (string, error)
	ReadInvoice(ctx context.Context, invoice string) (lexa.InvoiceReading, error)
}

// Analyzer is the handler of lexa.JobAnalyzeDocument.
type Analyzer struct{ Deps }

// New returns the analyzer of deps.
func New(deps Deps) *Analyzer { return &Analyzer{deps} }

// payload is what the job names.
type payload struct {
	DocumentID string `json:"document_id"`
}

// Handle analyzes the job's document once. What is wrong with the document itself (no
// text, a damaged file, not a resume) ends it as failed or no_text and the job done; an
// error of the engine or the database is returned, so the job is tried again later, and
// on its last attempt the document is recorded as failed with the reason.
func (a *Analyzer) Handle(ctx context.Context, job lexa.Job) (json.RawMessage, error) {
	var p payload
	if err := json.Unmarshal(job.Payload, &p); err != nil || p.DocumentID == "" {
		return nil, fmt.Errorf("analyze document: the payload names no document: %s", job.Payload)
	}
	in, err := a.Store.StartAnalysis(ctx, p.DocumentID)
	if err == lexa.ErrDocumentNotFound {
		return json.RawMessage(`{"skipped":"the document was deleted"}`), nil
	}
	if err != nil {
		return nil, err
	}
	out, err := a.analyze(ctx, in)
	if err != nil {
		if job.Attempts < job.MaxAttempts {
			return nil, err
		}
		out = lexa.AnalysisOutcome{State: lexa.DocFailed, Reason: lastAttemptReason(err)}
	}
	// The usage first: a document shown done has been counted. A retry after the usage
	// was recorded records nothing twice (its idempotency key is the document's).
	if out.State == lexa.DocDone {
		if err := a.recordUsage(ctx, in.Document); err != nil {
			return nil, err
		}
	}
	if err := a.Store.FinishAnalysis(ctx, p.DocumentID, out); err != nil {
		return nil, err
	}
	return json.Marshal(map[string]string{"state": string(out.State)})
}

// lastAttemptReason is what a document says when its analysis never succeeded.
func lastAttemptReason(err error) string {
	if errors.Is(err, lexa.ErrReaderStopped) {
		return lexa.SetAsideReason
	}
	if e, ok := lexa.AsError(err); ok && e.Code != lexa.EInternal {
		return "The analysis failed: " + e.Message
	}
	return "The analysis failed after several attempts. Delete the document and upload it again."
}

// analyze reads the document's text and analyzes it. The error is one to try again.
func (a *Analyzer) analyze(ctx context.Context, in lexa.Analysis) (lexa.AnalysisOutcome, error) {
	d := in.Document
	text, err := a.ExtractText(ctx, d.MediaType, in.Body)
	switch e, isUser := lexa.AsError(err); {
	case errors.Is(err, lexa.ErrNoOCR): // a scan or a photo, and no OCR on this server
		return lexa.AnalysisOutcome{State: lexa.DocNoText, Reason: lexa.NoOCRReason}, nil
	case errors.Is(err, a.ErrNoText):
		return lexa.AnalysisOutcome{State: lexa.DocNoText, Reason: lexa.NoTextReason}, nil
	case isUser && e.Code == lexa.EInvalid:
		return lexa.AnalysisOutcome{State: lexa.DocFailed, Reason: e.Message}, nil
	case err != nil:
		return lexa.AnalysisOutcome{}, err
	}
	switch d.ServiceType.Kind().Documents {
	case lexa.DocumentsResumes:
		return a.screen(ctx, in.Opening, d, text)
	case lexa.DocumentsInvoices:
		return a.readInvoice(ctx, text)
	}
	return lexa.AnalysisOutcome{State: lexa.DocFailed, Reason: "This service does not analyse documents."}, nil
}

// screen screens a resume against its opening. The kind of text is read first: a cover
// letter, a job ad or anything else is not screened (a score for it would be made up, and
// a model asked to screen it would give one), and the document fails saying what it is.
func (a *Analyzer) screen(ctx context.Context, job lexa.Opening, d lexa.Document, text string) (lexa.AnalysisOutcome, error) {
	kind := lexa.ResumeKindResume
	if a.ReadResumeKind != nil {
		var err error
		if kind, err = a.ReadResumeKind(ctx, text); err != nil {
			return lexa.AnalysisOutcome{}, err
		}
	}
	out := lexa.AnalysisOutcome{Text: text, Candidate: lexa.CandidateName(text, d.Name)}
	out.CandidateEmail, out.CandidatePhone = lexa.CandidateContacts(text)
	if kind != lexa.ResumeKindResume {
		out.State, out.Reason = lexa.DocFailed, kind.NotAResumeReason()
		return out, nil
	}
	answer, err := a.Engine.Recruitment(ctx, text, job.JobDescription())
	if err != nil {
		return lexa.AnalysisOutcome{}, err
	}
	s, ok := lexa.ParseScreening(answer)
	if !ok {
		out.State, out.Reason = lexa.DocFailed, lexa.NotAResumeReason
		return out, nil
	}
	s.Email, s.Phone, s.Kind = out.CandidateEmail, out.CandidatePhone, kind
	out.State, out.Score = lexa.DocDone, &s.Score
	out.Result, err = json.Marshal(s)
	return out, err
}

func (a *Analyzer) readInvoice(ctx context.Context, text string) (lexa.AnalysisOutcome, error) {
	reading, err := a.Engine.ReadInvoice(ctx, text)
	if err != nil {
		return lexa.AnalysisOutcome{}, err
	}
	var answer string
	if reading.Kind != lexa.InvoiceKindNotInvoice {
		if answer, err = a.Engine.Payroll(ctx, text); err != nil {
			return lexa.AnalysisOutcome{}, err
		}
	}
	out := lexa.AnalysisOutcome{Text: text}
	if reading.Kind == lexa.InvoiceKindNotInvoice {
		out.State, out.Reason = lexa.DocFailed, "This does not read as an invoice: "+reading.Summary
		return out, nil
	}
	result := lexa.NewInvoiceResult(answer, reading)
	out.State, out.Vendor, out.InvoiceKey = lexa.DocDone, result.Vendor, lexa.InvoiceKey(result.Vendor, result.Number)
	out.Result, err = json.Marshal(result)
	return out, err
}

// recordUsage records one unit of work for an analyzed document, once whatever the
// retries (its idempotency key is the document's). A service paused since the upload
// records nothing, like any report to a paused service.
func (a *Analyzer) recordUsage(ctx context.Context, d lexa.Document) error {
	now := a.Clock.Now().UTC().Truncate(time.Microsecond)
	r := lexa.UsageRecord{
		ServiceID: d.ServiceID, UserID: d.UserID, ServiceType: d.ServiceType,
		IdempotencyKey: "document:" + d.ID, Units: 1, UnitsGiven: true,
		MinutesSaved: d.ServiceType.Kind().MinutesSavedPerDocument, OccurredAt: now, RecordedAt: now, TimeGiven: true,
	}
	_, _, _, err := a.Store.RecordUsage(ctx, r, lexa.RateLimit{})
	if errors.Is(err, lexa.ErrServicePaused) || errors.Is(err, lexa.ErrInvalidAPIKey) { // paused, or deleted
		return nil
	}
	return err
}
