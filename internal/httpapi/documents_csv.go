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
// job's ranked shortlist, or the invoices in Lexa's columns or an accounting system's
// (format, decision 0064); corrected fields as a person corrected them.
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
	invoices := svc.Type.Kind().Documents == lexa.DocumentsInvoices
	ex, err := lexa.ParseAccountingExport(q.Get("format"), q.Get("month"), q.Get("account_code"), q.Get("tax_type"), invoices)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rows, name := shortlistRows(docs), "shortlist"
	switch {
	case !invoices:
	case ex.Format == lexa.ExportLexa:
		rows, name = invoiceRows(docs, ex), "invoices"
	default:
		rows, name = accountingRows(docs, ex), "invoices-"+ex.Format
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

func invoiceRows(docs []lexa.Document, ex lexa.AccountingExport) [][]string {
	rows := [][]string{invoiceColumns}
	for _, d := range docs {
		inv, ok := shownInvoice(d)
		if !ok || !ex.InMonth(inv.Reading.Fields.Date.Value) {
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

// shownInvoice is an analyzed invoice as shown: with a person's corrections.
func shownInvoice(d lexa.Document) (lexa.InvoiceResult, bool) {
	var inv lexa.InvoiceResult
	if d.State != lexa.DocDone || json.Unmarshal(d.ShownResult(), &inv) != nil {
		return inv, false
	}
	return inv, true
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
