package lexa

import (
	"regexp"
	"strings"
	"time"
)

// The formats of the invoices' export (docs/api.md, GET …/documents/export.csv;
// decision 0064): Lexa's own columns, or the columns of an accounting system's bill
// import, one row per line of each bill.
const (
	ExportLexa       = ""
	ExportQuickBooks = "quickbooks"
	ExportXero       = "xero"
)

// The codes a bill's lines are coded to when the owner names none (decision 0064): the
// expense account every QuickBooks Online company has, the general-expenses account of
// Xero's default chart of accounts, and a Xero tax rate that adds no tax, because the
// export carries the invoice's tax as a line of its own.
const (
	DefaultQuickBooksAccount = "Uncategorized Expense"
	DefaultXeroAccount       = "429"
	DefaultXeroTaxType       = "Tax Exempt"
)

// AccountingExport is what an export of invoices asks for, checked.
type AccountingExport struct {
	Format  string
	Account string // the account code (Xero) or name (QuickBooks) of every line
	TaxType string // Xero only
	// From and To bound the bill's date when a month was asked for: From ≤ date < To.
	From, To time.Time
	Month    string
}

// exportCode is a code or name as an accounting system shows it ("429", "Office
// Supplies", "20% (VAT on Expenses)"): it starts with a letter or digit, so a spreadsheet
// cannot take it for a formula.
var exportCode = regexp.MustCompile(`^[\p{L}\p{N}][\p{L}\p{N} ._()%&/:,'-]{0,59}$`)

// The messages of a refused export.
const (
	msgExportFormat = "Choose one of: quickbooks, xero (or no format for Lexa's own columns)."
	msgExportCode   = "Use at most 60 letters, digits, spaces and . _ - ( ) % & / : , ' starting with a letter or digit."
	msgExportFor    = "QuickBooks and Xero exports are for invoices."
)

// ParseAccountingExport checks an export's query: format, month (YYYY-MM, optional),
// account_code and tax_type (optional; the format's defaults otherwise). invoices says
// whether the service holds invoices: a resume shortlist has only Lexa's own columns.
func ParseAccountingExport(format, month, account, taxType string, invoices bool) (AccountingExport, error) {
	out := AccountingExport{Format: strings.ToLower(strings.TrimSpace(format)), Month: strings.TrimSpace(month)}
	fields := map[string]string{}
	switch out.Format {
	case ExportLexa:
	case ExportQuickBooks, ExportXero:
		if !invoices {
			fields["format"] = msgExportFor
		}
	default:
		fields["format"] = msgExportFormat
	}
	if out.Month != "" {
		from, to, err := ParseMonth(out.Month)
		if err != nil {
			fields["month"] = "Give a month such as 2026-11."
		}
		out.From, out.To = from, to
	}
	code := func(field, value, fallback string) string {
		value = strings.TrimSpace(value)
		if value == "" {
			return fallback
		}
		if !exportCode.MatchString(value) {
			fields[field] = msgExportCode
		}
		return value
	}
	switch out.Format {
	case ExportQuickBooks:
		out.Account = code("account_code", account, DefaultQuickBooksAccount)
		code("tax_type", taxType, "") // QuickBooks' bill import has no tax column; still checked
	case ExportXero:
		out.Account = code("account_code", account, DefaultXeroAccount)
		out.TaxType = code("tax_type", taxType, DefaultXeroTaxType)
	default:
		code("account_code", account, "")
		code("tax_type", taxType, "")
	}
	if len(fields) > 0 {
		return out, &Error{Code: EInvalid, Message: "Some fields contain invalid data.", Fields: fields}
	}
	return out, nil
}

// InMonth says whether a bill dated date (YYYY-MM-DD, "" when not read) is in the
// export's month; every bill is when no month was asked for.
func (e AccountingExport) InMonth(date string) bool {
	if e.Month == "" {
		return true
	}
	t, err := time.Parse("2006-01-02", date)
	return err == nil && !t.Before(e.From) && t.Before(e.To)
}
