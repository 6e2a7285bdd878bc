package httpapi

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// The columns of the exports (docs/api.md). The invoice columns are those an accounting
// import maps (a bill's vendor, number, dates, amounts): dates as YYYY-MM-DD, amounts
// as plain decimals.
var (
	shortlistColumns = []string{"rank", "candidate", "email", "phone", "file", "score", "verdict", "status", "strengths", "gaps",
		"recommendation", "note", "analysed_at"}
	invoiceColumns = []string{"vendor", "invoice_number", "invoice_date", "due_date", "currency", "subtotal", "tax",
		"total", "status", "checks_failed", "note", "file"}
)

// handleExportDocuments sends the analyzed documents of the list's query as CSV: a
// job's ranked shortlist, or the invoices; corrected fields as a person corrected them.
func (s *Server) handleExportDocuments(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	docs, err := s.Store.Documents(r.Context(), userFrom(r).ID, r.PathValue("id"), lexa.DocumentFilter{
		OpeningID: q.Get("opening_id"), Review: q.Get("review"), Vendor: strings.TrimSpace(q.Get("vendor"))})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	svc, err := s.Store.UserService(r.Context(), userFrom(r).ID, r.PathValue("id"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rows, name := shortlistRows(docs), "shortlist"
	if svc.Type.Kind().Documents == lexa.DocumentsInvoices {
		rows, name = invoiceRows(docs), "invoices"
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s-%s.csv"`, name, s.Clock.Now().UTC().Format("2006-01-02")))
	w.Header().Set("Cache-Control", "private, no-store")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	cw := csv.NewWriter(w)
	_ = cw.WriteAll(rows) // the status is out; an error is a broken connection
}

func shortlistRows(docs []lexa.Document) [][]string {
	rows := [][]string{shortlistColumns}
	for _, d := range docs {
		var sc lexa.Screening
		if d.State != lexa.DocDone || json.Unmarshal(d.ShownResult(), &sc) != nil {
			continue
		}
		email, phone := d.ShownContacts()
		rows = append(rows, []string{strconv.Itoa(len(rows)), cell(documentOut(d).Candidate), cell(email),
			cell(phone), cell(d.Name),
			strconv.Itoa(sc.Score), cell(sc.Verdict), d.Review, cell(strings.Join(sc.Strengths, "\n")),
			cell(strings.Join(sc.Gaps, "\n")), cell(sc.Recommendation), cell(d.Note), analyzedAt(d)})
	}
	return rows
}

func invoiceRows(docs []lexa.Document) [][]string {
	rows := [][]string{invoiceColumns}
	for _, d := range docs {
		var inv lexa.InvoiceResult
		if d.State != lexa.DocDone || json.Unmarshal(d.ShownResult(), &inv) != nil {
			continue
		}
		f := inv.Reading.Fields
		rows = append(rows, []string{cell(inv.Vendor), cell(inv.Number), cell(f.Date.Value), cell(f.DueDate.Value),
			inv.Reading.Currency, decimal(f.Subtotal, inv.Reading.Currency), decimal(f.Tax, inv.Reading.Currency),
			decimal(f.Total, inv.Reading.Currency), d.Review,
			strconv.Itoa(inv.ChecksFailed), cell(d.Note), cell(d.Name)})
	}
	return rows
}

// decimal is an amount as an import reads it, with its currency's decimals: 1187.00,
// -59.65, 84504 (yen); "" when not found.
func decimal(f lexa.InvoiceField, currency string) string {
	if !f.Found || f.Cents == nil {
		return ""
	}
	return lexa.FormatMinorUnits(*f.Cents, currency)
}

func analyzedAt(d lexa.Document) string {
	if d.AnalyzedAt == nil {
		return ""
	}
	return d.AnalyzedAt.UTC().Format(time.RFC3339)
}

// cell keeps a spreadsheet from running a text as a formula: one that starts with =, +,
// -, @, a tab or a carriage return gets a leading apostrophe.
func cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
