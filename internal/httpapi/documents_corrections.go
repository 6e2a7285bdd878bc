package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"

	"lexa/internal/lexa"
)

// A person's corrections of a document's reading (PATCH …/documents/{docId} with
// "corrections"; decision 0056). The reading stays as it was read; the corrections are
// stored beside it with the result they make: for an invoice, the invoice rules read
// the text again with the corrected fields in place and run every check on them
// (Deps.CorrectInvoice), so a corrected total is summed like a read one.

// errNoCorrections is the answer when no invoice rules are wired (never in the binary).
var errNoCorrections = &lexa.Error{Code: lexa.EUnavailable, Message: "Corrections cannot be made right now. Please try again later."}

// correctDocument applies the body's corrections, once its review and note (if any) are
// known to pass, so that a refused PATCH changes nothing. It audits what changed.
func (s *Server) correctDocument(r *http.Request, in lexa.DocumentReviewInput) (lexa.Document, error) {
	ctx, u := r.Context(), userFrom(r)
	serviceID, docID := r.PathValue("id"), r.PathValue("docId")
	d, text, err := s.Store.DocumentText(ctx, u.ID, serviceID, docID)
	if err != nil {
		return d, err
	}
	if in.Review != nil || in.Note != nil {
		if _, _, err := lexa.CheckReview(d.ServiceType, in, d.Note); err != nil {
			return d, err
		}
	}
	if d.State != lexa.DocDone {
		return d, lexa.ErrDocumentNotDone
	}
	corrections, err := lexa.CheckCorrections(d.ServiceType, in.Corrections, d.Corrections)
	if err != nil {
		return d, err
	}
	c := lexa.DocumentCorrection{Base: d.Corrections, Corrections: corrections}
	if d.ServiceType.Kind().Documents == lexa.DocumentsResumes {
		err = correctScreening(&c, d, text)
	} else {
		err = s.correctInvoice(r, &c, d, text)
	}
	if err != nil {
		return d, err
	}
	out, err := s.Store.CorrectDocument(ctx, u.ID, serviceID, docID, c)
	if err != nil {
		return out, err
	}
	s.audit(r, lexa.AuditEntry{Action: "document_corrected", TableName: "document_corrections", UserID: u.ID,
		Detail: map[string]string{"service_id": serviceID, "document_id": docID, "fields": strings.Join(changedFields(in.Corrections), ",")}})
	return out, nil
}

// correctInvoice reads the invoice again with the corrections in place; with none left,
// the document is as it was read.
func (s *Server) correctInvoice(r *http.Request, c *lexa.DocumentCorrection, d lexa.Document, text string) error {
	var read lexa.InvoiceResult
	if err := json.Unmarshal(d.Result, &read); err != nil {
		return err
	}
	c.Vendor = read.Vendor
	if len(c.Corrections) == 0 {
		return nil
	}
	if s.CorrectInvoice == nil {
		return errNoCorrections
	}
	reading, err := s.CorrectInvoice(r.Context(), text, c.Corrections.Invoice())
	if err != nil {
		return err
	}
	// The engine's prose is of the invoice as read; the reading and its checks are
	// the corrected ones.
	result := lexa.NewInvoiceResult(read.Analysis, reading)
	c.Vendor = result.Vendor
	c.Result, err = json.Marshal(result)
	return err
}

// correctScreening puts the corrected name and contact in place of those read.
func correctScreening(c *lexa.DocumentCorrection, d lexa.Document, text string) error {
	c.Candidate = lexa.CandidateName(text, d.Name)
	if len(c.Corrections) == 0 {
		return nil
	}
	var sc lexa.Screening
	if err := json.Unmarshal(d.Result, &sc); err != nil {
		return err
	}
	sc = lexa.CorrectScreening(sc, c.Corrections)
	if name, ok := c.Corrections["candidate"]; ok {
		c.Candidate = name
	}
	var err error
	c.Result, err = json.Marshal(sc)
	return err
}

// changedFields are the names a change sends, sorted, for the audit trail.
func changedFields(change map[string]string) []string {
	return lexa.DocumentCorrections(change).Fields()
}

// writeDocument answers 200 {"document": …}, or the error.
func (s *Server) writeDocument(w http.ResponseWriter, r *http.Request, d lexa.Document, err error) {
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"document": documentOut(d)})
}
