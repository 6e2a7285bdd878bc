// Package invoice is the payroll demo of Lexa's built-in AI engine: it reads an invoice
// pasted as text without any model, deterministically and in a few milliseconds, with
// plain text processing. Every answer is what a person can
// check against the input; nothing is canned. Analyze takes the demo's input, already trimmed
// and size-checked by the caller (each text at most 20,000 characters).
package invoice

import (
	"context"
	"strings"
	"unicode/utf8"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// Analyze reads an invoice pasted as text — a classic table, a pipe table, a
// European layout or a terse freelancer note — and answers plain text:
//
//	INVOICE #<number>
//	Date: YYYY-MM-DD
//	From: <vendor>
//	Due Date: YYYY-MM-DD
//	Total Due: $1,234.56
//
//	Line items:
//	- <description>: 2 × $50.00 = $100.00
//	Checks:
//	- <each check, any difference stated to the cent; what was not found>
//	Summary: <one sentence>
//
// The five header lines appear only when the invoice shows them (the due date may be
// computed from "Net 30" terms), the total in the invoice's currency ("Total Due:
// €974.08"). A credit memo has "Credit Memo #", "Original Invoice:" and "Total Credit:"
// instead, a till receipt "Total Paid:". Text quoted from the invoice below the header
// (items, vendor) never repeats "Date:", "From:", "INVOICE #" or "Total Due:", so a page
// reading the header with first-match patterns finds only the header. A text that is no
// invoice gets an answer saying what was expected, and nothing extracted. All money is
// integer cents. It stops with ctx.Err() when ctx ends first.
func Analyze(ctx context.Context, invoice string) (string, error) {
	f, c, err := analyze(ctx, invoice)
	if err != nil {
		return "", err
	}
	if f.kind == lexa.InvoiceKindNotInvoice {
		return notAnInvoice(f), nil
	}
	return report(f, c), nil
}

// Read is the same reading as Analyze, structured: the fields, every line item with its
// check, the sum and the other checks (lexa.InvoiceReading). The payroll demo shows it
// beside the analysis whichever engine wrote that.
func Read(ctx context.Context, invoice string) (lexa.InvoiceReading, error) {
	f, c, err := analyze(ctx, invoice)
	if err != nil {
		return lexa.InvoiceReading{}, err
	}
	return reading(f, c), nil
}

// analyze reads the invoice, tells what kind of document it is and checks it.
func analyze(ctx context.Context, invoice string) (facts, checks, error) {
	f, err := read(ctx, invoice)
	if err != nil {
		return f, checks{}, err
	}
	if f.kind == lexa.InvoiceKindNotInvoice {
		return f, checks{}, nil
	}
	return f, check(f), nil
}

// facts is what the invoice says, before any checking.
type facts struct {
	number       string
	date         calendarDate // the invoice (issue) date
	due          calendarDate // written on the invoice, or computed from the terms
	dueComputed  bool         // due was computed from termsDays
	dueOnReceipt bool         // "Due on receipt": payable on the invoice date
	termsDays    int          // N of "Net N" / "within N days"; 0 when not given
	dateGuess    bool         // date is an unlabelled date at the top (a till receipt's)
	vendor       string
	vendorGuess  bool // vendor is the company line at the top, not a labelled field
	currency     currency
	kind         string // lexa.InvoiceKind…
	original     string // a credit memo's original invoice
	emailLike    bool   // written as an e-mail (From:, To:, Subject:)

	items                      []item
	subtotal, total, amountDue labelledAmount
	discount, shipping, paid   labelledAmount
	charges                    labelledAmount   // surcharges and fees after the items
	paidByCard                 bool             // paid at the till, by card or cash
	taxes                      []labelledAmount // one per tax line (GST and PST are two)
	tableHeader                bool             // a column header row was found
}

// labelledAmount is one labelled amount of the totals block.
type labelledAmount struct {
	cents   int64
	found   bool
	rate    int64 // the percentage written beside it, in ten-thousandths of a percent (8.25% → 82,500)
	hasRate bool
	label   string // as written, for the report ("Sales Tax (8.25%)")
	// base is the amount the rate applies to when the label says ("6.1% on 536.85");
	// partBase says the rate applies to part of the items without saying how much.
	base              int64
	hasBase, partBase bool
}

// item is one line item.
type item struct {
	description string
	qty         int64 // thousandths (7.5 hours → 7,500); 0 when not written
	unit        int64 // cents; 0 when not written
	hasQty      bool
	hasUnit     bool
	amount      int64 // cents
}

func (f *facts) taxTotal() int64 {
	var sum int64
	for _, t := range f.taxes {
		sum += t.cents
	}
	return sum
}

func (f *facts) itemsTotal() int64 {
	var sum int64
	for _, it := range f.items {
		sum += it.amount
	}
	return sum
}

// amountOwed is what the report calls "Total Due": the balance when one is written (it
// allows for payments already made), else the invoice total.
func (f *facts) amountOwed() (int64, bool) {
	if f.amountDue.found {
		return f.amountDue.cents, true
	}
	return f.total.cents, f.total.found
}

// line is one non-blank line of the invoice, cut into cells.
type line struct {
	text  string
	cells []string
}

// boldRe is a Markdown bold span on one line.
var boldRe = text.Lazy(`\*\*([^*\s][^*\n]*?)\*\*|__([^_\s][^_\n]*?)__`)

// splitLines cuts the text into lines and each line into cells. Cells are what
// table layouts put apart with tabs, pipes or runs of two or more spaces; a single space
// separates words inside a cell.
func splitLines(text string) []line {
	text = joinSpacedThousands(text)
	text = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u00a0", " ", "\u2502", "|", "\u00a6", "|", "：", ": ").Replace(text)
	// Markdown bold ("**Subtotal**") is the writer's emphasis, not part of a label or a
	// name; a masked card number ("************4417") keeps its stars.
	if strings.Contains(text, "**") || strings.Contains(text, "__") {
		text = boldRe.ReplaceAllString(text, "$1$2")
	}
	raw := strings.Split(text, "\n")
	lines := make([]line, 0, len(raw))
	for _, l := range raw {
		l = strings.TrimSpace(l)
		cells := cells(l)
		if len(cells) == 0 {
			l = "" // a rule such as "-----" or "|---|---|" is a blank line
		}
		if strings.Contains(l, " ") {
			l, cells = joinCellThousands(l, cells)
		}
		lines = append(lines, line{text: l, cells: cells})
	}
	return lines
}

func cells(line string) []string {
	var cells []string
	start := 0
	add := func(end int) {
		if c := strings.TrimSpace(line[start:end]); c != "" && strings.Trim(c, "-=_:+ ") != "" {
			cells = append(cells, c)
		}
	}
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\t' || line[i] == '|':
			add(i)
			start = i + 1
		case line[i] == ' ' && i+1 < len(line) && line[i+1] == ' ':
			add(i)
			for i+1 < len(line) && line[i+1] == ' ' {
				i++
			}
			start = i + 1
		}
	}
	add(len(line))
	return cells
}

// safe keeps text quoted from the invoice (a vendor, an item) from repeating the
// markers the demo page looks for, which would shadow the real header lines.
func safe(s string) string {
	lower := strings.ToLower(s)
	if !strings.Contains(lower, "date:") && !strings.Contains(lower, "invoice") &&
		!strings.Contains(lower, "total due:") && !strings.Contains(lower, "from:") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		rest := lower[i:]
		switch {
		case strings.HasPrefix(rest, "date:"), strings.HasPrefix(rest, "due:"), strings.HasPrefix(rest, "from:"):
			n := strings.IndexByte(rest, ':')
			b.WriteString(s[i:i+n] + " -")
			i += n
		case strings.HasPrefix(rest, "invoice") && strings.HasPrefix(strings.TrimLeft(rest[len("invoice"):], " "), "#"):
			b.WriteString(s[i:i+len("invoice")] + " no. ")
			i = strings.IndexByte(lower[i:], '#') + i
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// Thousands grouped with spaces ("8 670,41 €", the French and Scandinavian habit) would
// read as two numbers. A no-break or narrow no-break space between digit groups always
// groups thousands; a plain space does only inside one cell that holds no other number,
// so "Total TTC 5 056,44 €" is one amount where an item's "3  501,25 €" stays a quantity
// and a price.
var spacedThousandsRe = text.Lazy(`\b\d{1,3}(?: \d{3})+(?:,\d{1,2})?\b`)

// joinSpacedThousands removes the no-break spaces between a digit and a group of three.
func joinSpacedThousands(s string) string {
	if !strings.Contains(s, "\u00a0") && !strings.Contains(s, "\u202f") {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		if r == '\u00a0' || r == '\u202f' {
			before, after := s[:i], s[i+utf8.RuneLen(r):]
			if before != "" && isDigit(before[len(before)-1]) && len(after) >= 3 &&
				isDigit(after[0]) && isDigit(after[1]) && isDigit(after[2]) && (len(after) == 3 || !isDigit(after[3])) {
				continue
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// joinCellThousands joins the space-grouped amount of a cell that holds no other number.
func joinCellThousands(l string, cells []string) (string, []string) {
	for i, c := range cells {
		m := spacedThousandsRe.Regexp().FindStringIndex(c)
		if m == nil || strings.ContainsAny(c[:m[0]], "0123456789") || strings.ContainsAny(c[m[1]:], "0123456789") {
			continue
		}
		cells[i] = c[:m[0]] + strings.ReplaceAll(c[m[0]:m[1]], " ", "") + c[m[1]:]
		l = strings.Replace(l, c, cells[i], 1)
	}
	return l, cells
}
