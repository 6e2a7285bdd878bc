package lexa

import (
	"sort"
	"strings"
	"time"
)

// A person's corrections of a document's reading (docs/api.md, "PATCH
// /api/services/{id}/documents/{docId}"; decision 0056): the reading stays as it was
// read, the corrections are kept beside it, and what the API shows (the fields, the
// checks, the list's vendor and candidate, the CSV) is the reading with them applied.

// DocumentCorrections are the corrected fields of one document by the reading's own field
// names, each value in its one stored form (CheckCorrections): a date YYYY-MM-DD, a
// currency code, an amount as a plain decimal ("1265.28"), a text as typed.
type DocumentCorrections map[string]string

// Fields are the corrected fields' names, sorted.
func (c DocumentCorrections) Fields() []string {
	names := make([]string, 0, len(c))
	for k := range c {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// The fields a person may correct, in the order the API documents them.
var (
	InvoiceCorrectionFields = []string{"vendor", "invoiceNumber", "date", "dueDate", "currency", "subtotal", "tax", "total"}
	ResumeCorrectionFields  = []string{"candidate", "email", "phone"}
)

// CorrectionFields are the fields of a document of serviceType a person may correct.
func CorrectionFields(serviceType ServiceType) []string {
	if serviceType.Kind().Documents == DocumentsResumes {
		return ResumeCorrectionFields
	}
	return InvoiceCorrectionFields
}

// The limits of a corrected text.
const (
	maxCorrectedName   = 200 // a vendor or a candidate
	maxCorrectedNumber = 60  // an invoice number
	maxCorrectedPhone  = 40
)

// DocumentCorrection is what correcting a document stores: the corrections now in force
// (none: the document is as it was read), the result with them applied, and the list's
// vendor and candidate that follow. Base is the corrections it was computed from.
type DocumentCorrection struct {
	Base, Corrections DocumentCorrections
	Result            []byte
	Vendor, Candidate string
}

// ErrDocumentNotDone is a correction of a document whose reading is not there yet.
var ErrDocumentNotDone = &Error{Code: EConflict, Message: "This document has not been read yet: wait until its analysis is done to correct it."}

// CheckCorrections checks a change of the corrections of a document of serviceType
// (field → value as typed; "" takes the field's correction back to what was read) and
// returns the corrections now in force: current with the change applied. Each error is
// keyed "corrections.<field>".
func CheckCorrections(serviceType ServiceType, change map[string]string, current DocumentCorrections) (DocumentCorrections, error) {
	out := DocumentCorrections{}
	for k, v := range current {
		out[k] = v
	}
	allowed := CorrectionFields(serviceType)
	f := fieldErrors{}
	for name, raw := range change {
		key := "corrections." + name
		if !containsString(allowed, name) {
			f.add(key, "This field cannot be corrected. Use one of: "+strings.Join(allowed, ", ")+".")
			continue
		}
		value := strings.TrimSpace(Sanitize(raw))
		if value == "" {
			delete(out, name)
			continue
		}
		clean, msg := cleanCorrection(name, value)
		if msg != "" {
			f.add(key, msg)
			continue
		}
		out[name] = clean
	}
	if err := f.err(); err != nil {
		return current, err
	}
	return out, nil
}

// cleanCorrection is a corrected value in its stored form, or why it is refused.
func cleanCorrection(name, value string) (string, string) {
	switch name {
	case "vendor", "candidate":
		if textLength(value) > maxCorrectedName {
			return "", "At most 200 characters."
		}
	case "invoiceNumber":
		if textLength(value) > maxCorrectedNumber {
			return "", "At most 60 characters."
		}
	case "date", "dueDate":
		// The years the invoice rules read (1900–2199) are the ones a correction takes.
		t, err := time.Parse(time.DateOnly, value)
		if err != nil || len(value) != len("2006-01-02") || t.Year() < 1900 || t.Year() > 2199 {
			return "", "Write the date as YYYY-MM-DD, e.g. 2026-03-02."
		}
	case "currency":
		code := strings.ToUpper(value)
		if !IsCurrencyCode(code) {
			return "", "Write the currency as its ISO 4217 code, e.g. USD, EUR or GBP."
		}
		return code, ""
	case "subtotal", "tax", "total":
		cents, ok := ParseAmount(value)
		if !ok {
			return "", "Write an amount such as 1,265.28 or 1.265,28."
		}
		return FormatDecimal(cents), ""
	case "email":
		if !ValidEmail(value) || len(value) > 254 {
			return "", "Enter an e-mail address such as ana@example.com."
		}
	case "phone":
		digits := 0
		for _, r := range value {
			if r >= '0' && r <= '9' {
				digits++
			} else if !strings.ContainsRune("+-(). /", r) {
				return "", "Enter a phone number: digits, spaces and + - ( ) . / only."
			}
		}
		if digits < 7 || len(value) > maxCorrectedPhone {
			return "", "Enter a phone number of at least 7 digits (at most 40 characters)."
		}
	}
	return value, ""
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// InvoiceCorrections are an invoice's corrections parsed, for the invoice rules to apply
// (internal/ai/invoice.Correct); nil leaves what was read.
type InvoiceCorrections struct {
	Vendor, InvoiceNumber *string
	Date, DueDate         *string // YYYY-MM-DD
	Currency              *string // ISO 4217
	Subtotal, Tax, Total  *int64  // cents
}

// Invoice parses the corrections of an invoice; they were checked when stored.
func (c DocumentCorrections) Invoice() InvoiceCorrections {
	var out InvoiceCorrections
	text := func(name string) *string {
		if v, ok := c[name]; ok {
			return &v
		}
		return nil
	}
	amount := func(name string) *int64 {
		if cents, ok := ParseAmount(c[name]); ok && c[name] != "" {
			return &cents
		}
		return nil
	}
	out.Vendor, out.InvoiceNumber, out.Date, out.DueDate = text("vendor"), text("invoiceNumber"), text("date"), text("dueDate")
	out.Currency = text("currency")
	out.Subtotal, out.Tax, out.Total = amount("subtotal"), amount("tax"), amount("total")
	return out
}

// CorrectScreening is a resume's screening with the corrected contact in place of the
// one read (the name is the document's Candidate).
func CorrectScreening(s Screening, c DocumentCorrections) Screening {
	if v, ok := c["email"]; ok {
		s.Email = v
	}
	if v, ok := c["phone"]; ok {
		s.Phone = v
	}
	return s
}
