package app

import (
	"context"
	"errors"
	"log/slog"

	"lexa/internal/ai/lead"
	"lexa/internal/ai/resume"
	"lexa/internal/analysis"
	"lexa/internal/config"
	"lexa/internal/extract"
	"lexa/internal/leadscore"
	"lexa/internal/lexa"
	"lexa/internal/mail"
	"lexa/internal/store"
)

// newAnalyzer is the handler of the documents' analysis jobs: the store, the text
// extraction in its sandbox (a child process under the configured limits), and the same
// engine (in the same guard) as the live demos.
func newAnalyzer(db *store.DB, readText textReader, engine analysis.Engine, clock lexa.Clock) *analysis.Analyzer {
	return analysis.New(analysis.Deps{
		Store: db, ExtractText: readText, ErrNoText: extract.ErrNoText, Engine: engine, Clock: clock,
		ReadResumeKind: resume.ReadKind,
	})
}

// textReader reads a document's text (extract.Sandbox.Text).
type textReader = func(ctx context.Context, mediaType string, body []byte) (string, error)

// wrapReader is the reader as a test option wraps it (withTextReader), or as it is.
func (o *appOptions) wrapReader(r textReader) textReader {
	if o.readText == nil {
		return r
	}
	return o.readText(r)
}

// pageImager renders a document's page (extract.Sandbox.PageImage).
type pageImager = func(ctx context.Context, mediaType string, body []byte, n, width int) ([]byte, int, error)

// wrapPageImage is the renderer as a test option wraps it (withPageImage), or as it is.
func (o *appOptions) wrapPageImage(p pageImager) pageImager {
	if o.pageImage == nil {
		return p
	}
	return o.pageImage(p)
}

// newDocumentReader is the sandbox that reads the uploaded documents (decision 0054),
// with Tesseract for scans and photos when it is installed (decision 0055); noOCR
// pretends it is not (tests).
func newDocumentReader(ctx context.Context, c config.Documents, logger *slog.Logger, noOCR bool) (*extract.Sandbox, error) {
	s, err := extract.NewSandbox(extract.Limits{Memory: c.MemoryLimit, Timeout: c.Timeout, Pages: c.MaxPages})
	if err != nil {
		return nil, err
	}
	ocr, err := extract.FindOCR(ctx)
	if noOCR {
		ocr, err = extract.OCR{}, errors.New("tesseract-ocr is not installed")
	}
	if err != nil {
		logger.Warn("OCR off: "+err.Error(), "scans_and_photos", lexa.NoOCRReason)
		return s, nil
	}
	s.UseOCR(ocr)
	logger.Info("OCR on", "version", ocr.Version, "languages", ocr.Languages, "own_memory_limit", ocr.Prlimit != "")
	return s, nil
}

// newLeadScorer is the handler of the inbox leads' scoring jobs: the store, the lead
// reader, and the hot-lead mail.
func newLeadScorer(db *store.DB, composer *mail.Composer, baseURL string, mailQueued func()) *leadscore.Scorer {
	return leadscore.New(leadscore.Deps{
		Store: db, Read: lead.Read, HotLeadMail: composer.HotLead,
		BaseURL: baseURL, MailQueued: mailQueued,
	})
}
