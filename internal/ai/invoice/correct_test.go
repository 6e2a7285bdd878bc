package invoice

import (
	"context"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// wrongTotal states a total 100.00 more than its parts come to.
const wrongTotal = `Bluebird Cleaning Co.
INVOICE
Invoice Number: BB-2207
Invoice Date: 2026-11-05
Due Date: 2026-11-20
Description	Qty	Unit Price	Amount
Office cleaning, weekly	4	$150.00	$600.00
Window cleaning	1	$120.00	$120.00
Subtotal: $720.00
Tax (5%): $36.00
Total: $856.00`

func checkOf(r lexa.InvoiceReading, id string) string {
	for _, c := range r.Checks {
		if c.ID == id {
			return c.Status
		}
	}
	return ""
}

func TestCorrectRunsTheChecksOnTheCorrectedFields(t *testing.T) {
	ctx := context.Background()
	read, err := Read(ctx, wrongTotal)
	if err != nil || read.Sum.Status != lexa.CheckFail {
		t.Fatalf("as read: %v %+v", err, read.Sum)
	}
	total := int64(75600)
	got, err := Correct(ctx, wrongTotal, lexa.InvoiceCorrections{Total: &total})
	if err != nil || got.Sum.Status != lexa.CheckPass || got.Fields.Total.Value != "$756.00" || !got.Fields.Total.Corrected ||
		got.Fields.Total.Note != "Corrected; the document reads $856.00." || got.Fields.Vendor.Corrected {
		t.Errorf("corrected total: %v %+v %+v", err, got.Sum, got.Fields.Total)
	}
	if strings.Contains(got.Summary, "differ") || lexa.NewInvoiceResult("", got).ChecksFailed != 0 {
		t.Errorf("summary after the correction: %q, %d failed", got.Summary, lexa.NewInvoiceResult("", got).ChecksFailed)
	}

	// A due date before the invoice date fails the date order; a corrected tax is checked against its rate.
	due, tax := "2026-11-01", int64(4000)
	got, err = Correct(ctx, wrongTotal, lexa.InvoiceCorrections{DueDate: &due, Tax: &tax, Total: &total})
	if err != nil || checkOf(got, checkDateOrder) != lexa.CheckFail || checkOf(got, checkTaxRate) != lexa.CheckFail || got.Sum.Status != lexa.CheckFail {
		t.Errorf("due date before the date, tax off its rate: %v %+v %+v", err, got.Checks, got.Sum)
	}

	// A missing due date fails its check until a person gives one.
	noDue := strings.Replace(wrongTotal, "Due Date: 2026-11-20\n", "", 1)
	if r, _ := Read(ctx, noDue); checkOf(r, checkDueDate) != lexa.CheckFail {
		t.Fatalf("no due date: %+v", r.Checks)
	}
	due = "2026-12-05"
	got, _ = Correct(ctx, noDue, lexa.InvoiceCorrections{DueDate: &due})
	if checkOf(got, checkDueDate) != lexa.CheckPass || checkOf(got, checkDateOrder) != lexa.CheckPass ||
		got.Fields.DueDate.Note != "Corrected; not found on the document." {
		t.Errorf("due date given: %+v %+v", got.Checks, got.Fields.DueDate)
	}

	// Another currency writes the amounts in it, in its own smallest unit: yen have no cents.
	cur, vendor := "JPY", "Bluebird KK"
	got, _ = Correct(ctx, wrongTotal, lexa.InvoiceCorrections{Currency: &cur, Vendor: &vendor})
	if got.Currency != "JPY" || got.Fields.Subtotal.Value != "¥720" || *got.Fields.Subtotal.Cents != 720 ||
		got.Fields.Vendor.Value != "Bluebird KK" || !got.Fields.Currency.Corrected {
		t.Errorf("currency: %q %+v %+v", got.Currency, got.Fields.Subtotal, got.Fields.Vendor)
	}
}
