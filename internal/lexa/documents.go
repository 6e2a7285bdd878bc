package lexa

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// A workspace's documents (docs/api.md, "Workspaces: documents and jobs"): the resumes a
// recruitment service screens against a job (an Opening) and the invoices a payroll
// service reads and checks. Each is analyzed once, in the background, by a job of kind
// JobAnalyzeDocument.

// JobAnalyzeDocument is the job kind that reads a document's text and analyzes it.
const JobAnalyzeDocument = "analyse_document"

// DocumentAttempts is how many attempts the analysis of a document gets. An attempt
// counts when it is claimed, so a reader that killed its worker has used one; a file
// that hits the reader's limits fails at once and is not tried again (decision 0054).
const DocumentAttempts = 3

// ErrReaderStopped is a document's reader that stopped without an answer (it crashed or
// was killed from outside): the attempt is tried again, up to DocumentAttempts.
var ErrReaderStopped = errors.New("the document reader stopped")

// SetAsideReason is what a document says whose analysis never came back: its worker
// stopped (killed, out of memory) on every attempt.
var SetAsideReason = fmt.Sprintf("This file stopped the reader %d times and was set aside.", DocumentAttempts)

// The limits of one upload.
const (
	MaxDocumentsPerUpload = 10
	MaxDocumentBytes      = 5 << 20
	// MaxImageBytes is the larger cap of a photo or scan (JPEG, PNG): a phone's photo of
	// a page is often more than 5 MB.
	MaxImageBytes      = 10 << 20
	MaxPastedTextRunes = 100_000
	MaxDocumentNote    = 2_000
	// MaxListedDocuments bounds a list (the newest are kept).
	MaxListedDocuments = 500
)

// DocumentState is where a document's analysis stands.
type DocumentState string

// The states of a document: queued → analysing → done, or failed (with a reason) or
// no_text (a scan without a text layer). done, failed and no_text are final.
const (
	DocQueued    DocumentState = "queued"
	DocAnalyzing DocumentState = "analysing"
	DocDone      DocumentState = "done"
	DocFailed    DocumentState = "failed"
	DocNoText    DocumentState = "no_text"
)

// Final tells whether the analysis of a document in state s is over.
func (s DocumentState) Final() bool { return s == DocDone || s == DocFailed || s == DocNoText }

// NoTextReason is what a document with no text layer says.
const NoTextReason = "No text found: this looks like a scanned image. Upload a PDF with selectable text, a DOCX, or paste the text."

// NoOCRReason is what a scan or a photo says on a server without OCR (decision 0055).
const NoOCRReason = "This server cannot read scans yet: ask your administrator to install OCR (tesseract-ocr)."

// ErrNoOCR is a document that only OCR could read, on a server without it.
var ErrNoOCR = errors.New("this server has no OCR")

// The media types a document is stored under, told by its content (SniffDocument).
const (
	MediaPDF  = "application/pdf"
	MediaDOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	MediaText = "text/plain; charset=utf-8"
	MediaCSV  = "text/csv; charset=utf-8"
	MediaJPEG = "image/jpeg"
	MediaPNG  = "image/png"
)

// IsImage tells the media types read by OCR alone: photos and scans saved as images.
func IsImage(mediaType string) bool { return mediaType == MediaJPEG || mediaType == MediaPNG }

// MaxUploadBytes is the most bytes a file of mediaType may have.
func MaxUploadBytes(mediaType string) int {
	if IsImage(mediaType) {
		return MaxImageBytes
	}
	return MaxDocumentBytes
}

// Document is one uploaded document of a workspace, without its file's bytes.
type Document struct {
	ID        string
	UserID    string
	ServiceID string
	// ServiceType is the type of its service: one whose kind has Documents.
	ServiceType ServiceType
	OpeningID   string // the job a resume is screened against; "" for an invoice
	Name        string // the file name as uploaded, or the name given to pasted text
	MediaType   string
	Size        int64
	State       DocumentState
	Reason      string // why it failed, or NoTextReason
	Review      string // the customer's decision (ServiceKind.Reviews)
	Note        string
	// Candidate is the name the resume gives (CandidateName); "" for an invoice.
	Candidate string
	// Score orders a shortlist (recruitment, once done); Vendor filters invoices.
	Score  *int
	Vendor string
	// Result is the analysis as the API shows it (Screening or InvoiceResult), JSON;
	// nil until done.
	Result []byte
	// Corrections are the fields a person corrected, and Corrected the result with them
	// applied (CheckCorrections; decision 0056); nil when none. Result stays as read.
	Corrections DocumentCorrections
	Corrected   []byte
	JobID       string
	CreatedAt   time.Time
	AnalyzedAt  *time.Time

	// CandidateEmail and CandidatePhone are what the resume gives (CandidateContacts).
	CandidateEmail, CandidatePhone string
	// DuplicateOf is the earliest earlier document of the service, still stored, with the
	// same file or the same invoice (document_duplicates.go), and DuplicateOfName its
	// name; "" when none.
	DuplicateOf, DuplicateOfName string
}

// ShownContacts are the resume's e-mail and phone as the API and the shortlist show
// them: what a person corrected (decision 0056), else what was read.
func (d Document) ShownContacts() (email, phone string) {
	email, phone = d.CandidateEmail, d.CandidatePhone
	if v, ok := d.Corrections["email"]; ok {
		email = v
	}
	if v, ok := d.Corrections["phone"]; ok {
		phone = v
	}
	return email, phone
}

// ShownResult is the result as the API, the lists and the exports show it: corrected
// when a person corrected it.
func (d Document) ShownResult() []byte {
	if d.Corrected != nil {
		return d.Corrected
	}
	return d.Result
}

// DocumentUpload is one document to store: its bytes, told apart by their content.
type DocumentUpload struct {
	Name      string
	MediaType string
	Body      []byte
}

// DocumentFilter narrows a list of documents.
type DocumentFilter struct {
	OpeningID string // recruitment: one job's candidates
	Review    string // payroll: one review status
	Vendor    string // payroll: a case-insensitive part of the vendor's name
}

// NewDocumentReview is the review of a new document of serviceType: the first of its
// kind's reviews.
func NewDocumentReview(serviceType ServiceType) string {
	if r := serviceType.Kind().Reviews; len(r) > 0 {
		return r[0]
	}
	return ""
}

// ReviewFlagged is the payroll review that needs a note saying why.
const ReviewFlagged = "flagged"

// The errors of the workspace routes.
var (
	ErrDocumentNotFound = &Error{Code: ENotFound, Message: "Document not found."}
	ErrOpeningNotFound  = &Error{Code: ENotFound, Message: "Job not found."}
	ErrNoDocuments      = &Error{Code: ENotFound, Message: "This service has no documents."}
	ErrNoOpenings       = &Error{Code: ENotFound, Message: "Only a recruitment service has jobs."}
	ErrServiceNotActive = &Error{Code: EConflict, Message: "Activate this service to analyse documents."}
	ErrTooManyOpenings  = &Error{Code: EConflict, Message: "A service can have at most 200 jobs."}
)

// MaxOpeningsPerService bounds one recruitment service's jobs.
const MaxOpeningsPerService = 200

// DocumentReviewInput is a change of a document's review, note or corrections; nil
// leaves it. Corrections are checked by CheckCorrections, field by field.
type DocumentReviewInput struct {
	Review      *string           `json:"review"`
	Note        *string           `json:"note"`
	Corrections map[string]string `json:"corrections"`
}

// CheckReview checks a change of a document of serviceType whose note is now note; it
// returns the cleaned note.
func CheckReview(serviceType ServiceType, in DocumentReviewInput, note string) (review string, newNote string, err error) {
	f := fieldErrors{}
	if in.Review == nil && in.Note == nil {
		if in.Corrections != nil {
			return "", note, nil
		}
		return "", note, Errorf(EInvalid, "Nothing to update.")
	}
	if in.Note != nil {
		note = strings.TrimSpace(Sanitize(*in.Note))
		f.maxLen("note", note, MaxDocumentNote, "The note must be at most 2,000 characters.")
	}
	if in.Review != nil {
		review = *in.Review
		allowed := serviceType.Kind().Reviews
		found := false
		for _, r := range allowed {
			found = found || r == review
		}
		if !found {
			f.add("review", "Choose one of: "+strings.Join(allowed, ", ")+".")
		} else if review == ReviewFlagged && note == "" {
			f.add("note", "Say why you flag this invoice.")
		}
	}
	return review, note, f.err()
}

// CheckDocumentAllowance refuses adding documents to service s when its owner's plan
// (planID, "" for none) does not include its type, or when the month's units used (s's
// units this month at now) plus those queued plus adding would pass the plan's monthly allowance. The error is
// payment_required, naming the plan and the limit.
func CheckDocumentAllowance(s Service, planID string, now time.Time, queued, adding int64) error {
	kind := s.Type.Kind()
	title := kind.Name
	if !s.UsageIncluded {
		if plan, ok := planByID(planID); ok {
			return Errorf(EPaymentRequired, "Your %s plan does not include %s. Upgrade your plan to use it.", plan, title)
		}
		return Errorf(EPaymentRequired, "You have no plan. Choose a plan to use %s.", title)
	}
	if s.UsageLimit <= 0 {
		return nil
	}
	used := s.UnitsThisMonth(now)
	if used+queued+adding <= s.UsageLimit {
		return nil
	}
	plan, _ := planByID(planID)
	if plan == "" {
		plan = "current"
	}
	msg := "Your " + plan + " plan includes " + formatCount(s.UsageLimit) + " " + kind.UnitOther + " a month; this service has used " + formatCount(used)
	if queued > 0 {
		msg += " and " + formatCount(queued) + " " + pick(queued == 1, "is", "are") + " queued"
	}
	return Errorf(EPaymentRequired, "%s. Upgrade your plan to %s.", msg, kind.MoreVerb)
}

func pick(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// formatCount writes n with thousands separators: 1,000.
func formatCount(n int64) string {
	s := strconv.FormatInt(n, 10)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// AnalysisOutcome is how a document's analysis ended, as the worker records it.
type AnalysisOutcome struct {
	State     DocumentState // DocDone, DocFailed or DocNoText
	Reason    string        // why it failed; NoTextReason for DocNoText
	Text      string        // the text read from the file
	Candidate string
	Score     *int
	Vendor    string
	Result    []byte // the analysis as the API shows it, JSON (done only)

	// CandidateEmail and CandidatePhone are a resume's (CandidateContacts); InvoiceKey an
	// invoice's vendor and number, to find it again (InvoiceKey).
	CandidateEmail, CandidatePhone, InvoiceKey string
}

// Analysis is a document claimed for analysis: the document, its file's bytes, and
// the job a resume is screened against.
type Analysis struct {
	Document Document
	Body     []byte
	Opening  Opening // recruitment only
}

// InvoiceResult is an invoice's analysis as the API shows it: the engine's text, the
// rules' reading, and what lists and exports show of it.
type InvoiceResult struct {
	Analysis     string         `json:"analysis"`
	Reading      InvoiceReading `json:"reading"`
	Vendor       string         `json:"vendor"`
	Number       string         `json:"number"`
	Total        *Money         `json:"total"`
	ChecksFailed int            `json:"checks_failed"`
}

// NewInvoiceResult is the result of an invoice read as reading.
func NewInvoiceResult(analysis string, reading InvoiceReading) InvoiceResult {
	r := InvoiceResult{Analysis: analysis, Reading: reading, Vendor: reading.Fields.Vendor.Value,
		Number: reading.Fields.InvoiceNumber.Value}
	if t := reading.Fields.Total; t.Found && t.Cents != nil {
		r.Total = &Money{Cents: *t.Cents, Text: t.Value}
	}
	for _, item := range reading.LineItems {
		if item.Check == CheckFail {
			r.ChecksFailed++
		}
	}
	if reading.Sum.Status == CheckFail {
		r.ChecksFailed++
	}
	for _, c := range reading.Checks {
		if c.Status == CheckFail {
			r.ChecksFailed++
		}
	}
	return r
}
