package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// DocumentStore is what the workspaces' routes need (docs/api.md, "Workspaces:
// documents and jobs"). Every method is scoped to the user: another user's ids are
// not found.
type DocumentStore interface {
	CreateOpening(ctx context.Context, userID, serviceID string, o lexa.Opening) (lexa.Opening, error)
	Openings(ctx context.Context, userID, serviceID string) ([]lexa.Opening, error)
	DeleteOpening(ctx context.Context, userID, serviceID, openingID string) error
	AddDocuments(ctx context.Context, userID, serviceID, openingID string, uploads []lexa.DocumentUpload) ([]lexa.Document, error)
	Documents(ctx context.Context, userID, serviceID string, f lexa.DocumentFilter) ([]lexa.Document, error)
	Document(ctx context.Context, userID, serviceID, docID string) (lexa.Document, error)
	ReviewDocument(ctx context.Context, userID, serviceID, docID string, in lexa.DocumentReviewInput) (lexa.Document, error)
	DocumentFile(ctx context.Context, userID, serviceID, docID string) (lexa.Document, []byte, error)
	DocumentText(ctx context.Context, userID, serviceID, docID string) (lexa.Document, string, error)
	CorrectDocument(ctx context.Context, userID, serviceID, docID string, c lexa.DocumentCorrection) (lexa.Document, error)
	DeleteDocument(ctx context.Context, userID, serviceID, docID string) error
	UserService(ctx context.Context, userID, serviceID string) (lexa.Service, error)
}

// documentsMaxBody is the largest upload: ten files at the larger cap (an image's 10 MB)
// and the multipart framing. A body over it is 413; a file over its own type's cap is a
// field error naming it (readUploads).
const documentsMaxBody = lexa.MaxDocumentsPerUpload*lexa.MaxImageBytes + 1<<20

// documentJSON is a document as the API shows it.
type documentJSON struct {
	ID         string          `json:"id"`
	ServiceID  string          `json:"service_id"`
	OpeningID  *string         `json:"opening_id"`
	Name       string          `json:"name"`
	Candidate  string          `json:"candidate"`
	MediaType  string          `json:"media_type"`
	Size       int64           `json:"size"`
	State      string          `json:"state"`
	Reason     string          `json:"reason"`
	Review     string          `json:"review"`
	Note       string          `json:"note"`
	CreatedAt  time.Time       `json:"created_at"`
	AnalyzedAt *time.Time      `json:"analysed_at"`
	Screening  json.RawMessage `json:"screening"`
	Invoice    json.RawMessage `json:"invoice"`
	// CorrectedFields are the fields a person corrected (decision 0056); screening and
	// invoice show the reading with the corrections applied.
	CorrectedFields []string `json:"corrected_fields"`

	// The resume's contact details, "" when not read (or for an invoice).
	CandidateEmail string `json:"candidate_email"`
	CandidatePhone string `json:"candidate_phone"`
	// DuplicateOf is the earlier document with the same file or invoice, and its name.
	DuplicateOf     *string `json:"duplicate_of"`
	DuplicateOfName *string `json:"duplicate_of_name"`
}

func documentOut(d lexa.Document) documentJSON {
	out := documentJSON{ID: d.ID, ServiceID: d.ServiceID, Name: d.Name, Candidate: d.Candidate, MediaType: d.MediaType,
		Size: d.Size, State: string(d.State), Reason: d.Reason, Review: d.Review, Note: d.Note,
		CreatedAt: d.CreatedAt, AnalyzedAt: d.AnalyzedAt, Screening: json.RawMessage("null"), Invoice: json.RawMessage("null"),
		CorrectedFields: d.Corrections.Fields()}
	if d.OpeningID != "" {
		out.OpeningID = &d.OpeningID
	}
	out.CandidateEmail, out.CandidatePhone = d.ShownContacts()
	if d.DuplicateOf != "" {
		out.DuplicateOf, out.DuplicateOfName = &d.DuplicateOf, &d.DuplicateOfName
	}
	if d.ServiceType.Kind().Documents == lexa.DocumentsResumes && out.Candidate == "" {
		out.Candidate = lexa.CandidateName("", d.Name)
	}
	if result := d.ShownResult(); d.State == lexa.DocDone && len(result) > 0 {
		if d.ServiceType.Kind().Documents == lexa.DocumentsResumes {
			out.Screening = result
		} else {
			out.Invoice = result
		}
	}
	return out
}

func documentsOut(docs []lexa.Document) []documentJSON {
	out := make([]documentJSON, len(docs))
	for i, d := range docs {
		out[i] = documentOut(d)
	}
	return out
}

// handleAddDocuments stores uploaded files (multipart) or one pasted text (JSON), each
// queued for analysis. Every file is checked before anything is stored: one refused
// file refuses the upload.
func (s *Server) handleAddDocuments(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	serviceID := r.PathValue("id")
	svc, err := s.Store.UserService(r.Context(), u.ID, serviceID)
	if err == nil && !svc.Type.HasDocuments() {
		err = lexa.ErrNoDocuments
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allow(w, r, "account:"+u.ID, "document_upload") {
		return
	}
	// Taken before the body is read: the files are held in memory until they are stored.
	release, ok := s.uploads.take(u.ID)
	if !ok {
		s.writeError(w, r, errTooManyUploads)
		return
	}
	defer release()
	var uploads []lexa.DocumentUpload
	var openingID string
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct == "multipart/form-data" {
		uploads, openingID, err = readUploads(r, svc.Type)
	} else {
		uploads, openingID, err = readPasted(r, svc.Type)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	docs, err := s.Store.AddDocuments(r.Context(), u.ID, serviceID, openingID, uploads)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ids := make([]string, len(docs))
	for i, d := range docs {
		ids[i] = d.ID
	}
	s.audit(r, lexa.AuditEntry{Action: "documents_uploaded", TableName: "documents", UserID: u.ID,
		Detail: map[string]string{"service_id": serviceID, "documents": strings.Join(ids, ",")}})
	s.NotifyJobs()
	writeJSON(w, http.StatusCreated, map[string]any{"documents": documentsOut(docs)})
}

// uploadFieldError is a refused upload, naming the field.
func uploadFieldError(field, message string) error {
	return &lexa.Error{Code: lexa.EInvalid, Message: "Some fields contain invalid data.", Fields: map[string]string{field: message}}
}

// readUploads reads the multipart parts: up to ten "file" parts of at most 5 MB each
// (10 MB for a JPEG or PNG), told apart by their content, and "opening_id". Other parts
// are skipped.
func readUploads(r *http.Request, serviceType lexa.ServiceType) ([]lexa.DocumentUpload, string, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, "", errNotMultipart
	}
	var uploads []lexa.DocumentUpload
	var openingID string
	takesCSV := serviceType.Kind().TakesCSV
	kinds := "PDF, DOCX, JPEG, PNG, or text file"
	if takesCSV {
		kinds = "PDF, DOCX, JPEG, PNG, CSV, or text file"
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, "", bodyReadError(err)
		}
		switch part.FormName() {
		case "opening_id":
			b, err := io.ReadAll(io.LimitReader(part, 100))
			if err != nil {
				return nil, "", bodyReadError(err)
			}
			openingID = strings.TrimSpace(string(b))
		case "file":
			if len(uploads) == lexa.MaxDocumentsPerUpload {
				return nil, "", uploadFieldError("file", "Upload at most 10 files at once.")
			}
			name := lexa.DocumentFileName(part.FileName(), len(uploads)+1)
			// Read to the larger cap, then hold the file to its type's.
			body, err := io.ReadAll(io.LimitReader(part, lexa.MaxImageBytes+1))
			if err != nil {
				return nil, "", bodyReadError(err)
			}
			if len(body) == 0 {
				return nil, "", uploadFieldError("file", name+": the file is empty.")
			}
			mediaType, ok := lexa.SniffDocument(name, body, takesCSV)
			switch {
			case ok && lexa.IsImage(mediaType) && len(body) > lexa.MaxImageBytes:
				return nil, "", uploadFieldError("file", name+": the image is larger than 10 MB.")
			case (!ok || !lexa.IsImage(mediaType)) && len(body) > lexa.MaxDocumentBytes:
				return nil, "", uploadFieldError("file", name+": the file is larger than 5 MB.")
			case !ok:
				return nil, "", uploadFieldError("file", name+": this is not a "+kinds+".")
			}
			uploads = append(uploads, lexa.DocumentUpload{Name: name, MediaType: mediaType, Body: body})
		}
		part.Close()
	}
	if len(uploads) == 0 {
		return nil, "", uploadFieldError("file", "Choose at least one file.")
	}
	return uploads, openingID, nil
}

// pastedDocument is a document pasted as text.
type pastedDocument struct {
	Text      string `json:"text"`
	Name      string `json:"name"`
	OpeningID string `json:"opening_id"`
}

func readPasted(r *http.Request, serviceType lexa.ServiceType) ([]lexa.DocumentUpload, string, error) {
	var in pastedDocument
	if err := decodeJSON(r, &in); err != nil {
		return nil, "", err
	}
	text := strings.TrimSpace(strings.ToValidUTF8(in.Text, "\uFFFD"))
	switch {
	case text == "":
		return nil, "", uploadFieldError("text", "Paste the text of the document.")
	case len([]rune(text)) > lexa.MaxPastedTextRunes:
		return nil, "", uploadFieldError("text", "The text must be at most 100,000 characters.")
	}
	name := lexa.DocumentFileName(in.Name, 1)
	if strings.TrimSpace(in.Name) == "" {
		name = serviceType.Kind().PastedName
	}
	return []lexa.DocumentUpload{{Name: name, MediaType: lexa.MediaText, Body: []byte(text)}}, strings.TrimSpace(in.OpeningID), nil
}

// handleDocuments lists a service's documents, filtered by the query.
func (s *Server) handleDocuments(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	docs, err := s.Store.Documents(r.Context(), userFrom(r).ID, r.PathValue("id"), lexa.DocumentFilter{
		OpeningID: q.Get("opening_id"), Review: q.Get("review"), Vendor: strings.TrimSpace(q.Get("vendor"))})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"documents": documentsOut(docs)})
}

func (s *Server) handleDocument(w http.ResponseWriter, r *http.Request) {
	d, err := s.Store.Document(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("docId"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"document": documentOut(d)})
}

// handleReviewDocument changes a document's review and note, and its corrections
// (documents_corrections.go): the corrections first, once the review is known to pass.
func (s *Server) handleReviewDocument(w http.ResponseWriter, r *http.Request) {
	var in lexa.DocumentReviewInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	if in.Corrections != nil {
		d, err := s.correctDocument(r, in)
		if err != nil || in.Review == nil && in.Note == nil {
			s.writeDocument(w, r, d, err)
			return
		}
	}
	d, err := s.Store.ReviewDocument(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("docId"), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"document": documentOut(d)})
}

// handleDocumentFile sends the original file as an attachment, never shown inline: a
// file is the customer's upload, whatever it holds.
func (s *Server) handleDocumentFile(w http.ResponseWriter, r *http.Request) {
	d, body, err := s.Store.DocumentFile(r.Context(), userFrom(r).ID, r.PathValue("id"), r.PathValue("docId"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", d.MediaType)
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": d.Name}))
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "private, no-store")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

func (s *Server) handleDeleteDocument(w http.ResponseWriter, r *http.Request) {
	u := userFrom(r)
	if err := s.Store.DeleteDocument(r.Context(), u.ID, r.PathValue("id"), r.PathValue("docId")); err != nil {
		s.writeError(w, r, err)
		return
	}
	s.audit(r, lexa.AuditEntry{Action: "document_deleted", TableName: "documents", UserID: u.ID,
		Detail: map[string]string{"service_id": r.PathValue("id"), "document_id": r.PathValue("docId")}})
	w.WriteHeader(http.StatusNoContent)
}

// NotifyJobs tells the job worker there is something to run.
func (s *Server) NotifyJobs() {
	if s.JobsQueued != nil {
		s.JobsQueued()
	}
}
