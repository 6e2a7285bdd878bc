package lexa

// InvoiceReading is the structured part of the invoice processor's answer (docs/api.md,
// "POST /api/ai/payroll"): what Lexa's invoice rules read from the pasted text — its
// fields, every line item with its arithmetic, the sum and the other checks. It always
// comes from the rules (package internal/ai/invoice), whichever engine writes the
// analysis text: the same invoice gets the same tables every time, and a model, which
// only writes prose, cannot invent a field or a check.
type InvoiceReading struct {
	// Kind is InvoiceKindInvoice, InvoiceKindQuote, InvoiceKindCreditMemo,
	// InvoiceKindReceipt, InvoiceKindStatement or InvoiceKindNotInvoice; for the last,
	// everything below but Summary is empty. Every other kind keeps its whole reading.
	Kind string `json:"kind"`
	// Currency is the ISO 4217 code the amounts are read in ("USD", "EUR"); "" for a text
	// that is not an invoice.
	Currency string `json:"currency"`
	// Summary is one sentence: who bills how much and whether it adds up, or, for a text
	// that is not an invoice, what was expected.
	Summary   string            `json:"summary"`
	Fields    InvoiceFields     `json:"fields"`
	LineItems []InvoiceLineItem `json:"lineItems"`
	Sum       InvoiceSumCheck   `json:"sum"`
	Checks    []InvoiceCheck    `json:"checks"`
}

// The kinds of document the invoice rules tell apart.
const (
	InvoiceKindInvoice    = "invoice"
	InvoiceKindQuote      = "quote"       // a quote, estimate or pro forma: not a bill
	InvoiceKindCreditMemo = "credit_memo" // money credited to the customer: nothing to pay
	InvoiceKindReceipt    = "receipt"     // a purchase already paid
	InvoiceKindStatement  = "statement"   // a statement of account: lists invoices sent
	InvoiceKindNotInvoice = "not_invoice"
)

// The outcomes of a check.
const (
	CheckPass      = "pass"
	CheckFail      = "fail"
	CheckUnchecked = "unchecked" // the invoice does not give what the check needs
)

// InvoiceFields are the header fields, each found on the invoice or not.
type InvoiceFields struct {
	InvoiceNumber InvoiceField `json:"invoiceNumber"`
	Date          InvoiceField `json:"date"`
	Vendor        InvoiceField `json:"vendor"`
	DueDate       InvoiceField `json:"dueDate"`
	Currency      InvoiceField `json:"currency"`
	Subtotal      InvoiceField `json:"subtotal"`
	Tax           InvoiceField `json:"tax"`
	// Total is what the document asks for: the balance due when one is written, else the
	// total (the credit of a credit memo, the amount paid on a receipt).
	Total InvoiceField `json:"total"`
}

// InvoiceField is one header field. Value is empty when the field was not found.
type InvoiceField struct {
	Found bool   `json:"found"`
	Value string `json:"value,omitempty"` // as the answer shows it: "2026-03-02", "$1,187.00"
	Cents *int64 `json:"cents,omitempty"` // amounts only
	// Note says how a value was found when no label gave it ("Net 30 from the invoice
	// date"), or why it is missing.
	Note string `json:"note,omitempty"`
	// Corrected says a person corrected the value (decision 0056); Note then says what
	// was read.
	Corrected bool `json:"corrected,omitempty"`
}

// Money is an amount in the invoice's currency, exact to the cent.
type Money struct {
	Cents int64  `json:"cents"`
	Text  string `json:"text"` // "$1,187.00", "€974.08", "-$59.65"
}

// InvoiceLineItem is one line item and its own arithmetic check: quantity × unit price
// (or a percentage of a base) against the amount written.
type InvoiceLineItem struct {
	Description string   `json:"description"`
	Quantity    *float64 `json:"quantity,omitempty"`
	UnitPrice   *Money   `json:"unitPrice,omitempty"`
	Amount      Money    `json:"amount"`
	Check       string   `json:"check"`                // CheckPass, CheckFail or CheckUnchecked
	Expected    *Money   `json:"expected,omitempty"`   // what the line should come to, when it could be checked
	Difference  *Money   `json:"difference,omitempty"` // amount − expected, when it fails
	Note        string   `json:"note"`                 // one sentence saying what was checked
}

// InvoiceSumCheck is the invoice's sum: the line items (or the subtotal when no items
// were read) plus taxes and charges, less discounts, against the total written.
type InvoiceSumCheck struct {
	Status string           `json:"status"` // CheckPass, CheckFail or CheckUnchecked
	Parts  []InvoiceSumPart `json:"parts"`
	// Expected is what the parts come to; Stated the figure on the invoice they are
	// compared with, under the invoice's own label (StatedLabel: "Total", "Balance due").
	Expected    *Money `json:"expected,omitempty"`
	Stated      *Money `json:"stated,omitempty"`
	StatedLabel string `json:"statedLabel,omitempty"`
	// Difference is Stated − Expected: positive when the invoice asks for more than its
	// parts come to. Set only when the check fails.
	Difference *Money `json:"difference,omitempty"`
	Text       string `json:"text"` // the check in one sentence, as the analysis says it
}

// InvoiceSumPart is one term of the sum; discounts and payments are negative.
type InvoiceSumPart struct {
	Label  string `json:"label"`
	Amount Money  `json:"amount"`
}

// InvoiceCheck is one of the other checks (docs/api.md lists their ids).
type InvoiceCheck struct {
	ID     string `json:"id"`
	Status string `json:"status"`
	Text   string `json:"text"`
}
