package lexa

import (
	"reflect"
	"testing"
)

func TestParseAmountReadsBothConventions(t *testing.T) {
	for in, want := range map[string]int64{
		"1,265.28": 126528, "1.265,28": 126528, "1 265,28": 126528, "1\u202f265,28": 126528, "1265.28": 126528,
		"1265,28": 126528, "$1,265.28": 126528, "1.265,28 €": 126528, "-59.65": -5965, "−59,65": -5965,
		"12": 1200, "12.5": 1250, "0,05": 5, "1,234,567.89": 123456789, "1.234.567,89": 123456789,
		// A lone separator before three digits groups thousands: amounts have cents, not mills.
		"1,265": 126500, "1.265": 126500, "1,265,000": 126500000,
	} {
		if got, ok := ParseAmount(in); !ok || got != want {
			t.Errorf("ParseAmount(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "abc", "1,26,5", "12.345.6", "1.2345", "1,265.2.8", ".5", "1 26,5", "12 345 6",
		"1,265.123", "1e5", "12,34,56", "9999999999999", "1,265.28 USD"} {
		if got, ok := ParseAmount(in); ok {
			t.Errorf("ParseAmount(%q) = %d, want refused", in, got)
		}
	}
}

func TestCheckCorrections(t *testing.T) {
	current := DocumentCorrections{"vendor": "Acme", "total": "10.00"}
	got, err := CheckCorrections(Payroll, map[string]string{"total": "1.265,28", "vendor": "", "currency": "eur",
		"date": " 2026-03-02 ", "invoiceNumber": "<b>INV-7</b>"}, current)
	want := DocumentCorrections{"total": "1265.28", "currency": "EUR", "date": "2026-03-02", "invoiceNumber": "INV-7"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("corrections = %v, %v; want %v", got, err, want)
	}
	if current["vendor"] != "Acme" {
		t.Error("the current corrections were changed in place")
	}
	_, err = CheckCorrections(Payroll, map[string]string{"total": "12,34,5", "date": "2026-02-30", "dueDate": "02/03/2026",
		"currency": "EURO", "candidate": "Ana", "vendor": string(make([]byte, 201))}, nil)
	e, ok := AsError(err)
	if !ok || e.Code != EInvalid {
		t.Fatalf("bad corrections: %v", err)
	}
	for _, field := range []string{"corrections.total", "corrections.date", "corrections.dueDate", "corrections.currency", "corrections.candidate"} {
		if e.Fields[field] == "" {
			t.Errorf("no message for %s: %v", field, e.Fields)
		}
	}
	if _, err := CheckCorrections(Recruitment, map[string]string{"email": "ana@", "phone": "12"}, nil); err == nil {
		t.Error("a bad e-mail and phone were taken")
	}
	got, err = CheckCorrections(Recruitment, map[string]string{"email": "ana@example.com", "phone": "+1 (520) 555-0147", "candidate": "Ana Ruiz"}, nil)
	if err != nil || len(got) != 3 {
		t.Errorf("resume corrections: %v %v", got, err)
	}
}

func TestCandidateContactsOnOneLine(t *testing.T) {
	email, phone := CandidateContacts("Maria Gonzalez\nTucson, AZ | (520) 555-0147 | maria.gonzalez@example.com\nSince 2019")
	if email != "maria.gonzalez@example.com" || phone != "(520) 555-0147" {
		t.Errorf("contact: %q %q", email, phone)
	}
}

// Whatever is typed, an amount read back from its stored form is the same amount, and
// nothing that is not an amount is read as one by accident of a stray byte.
func FuzzParseAmount(f *testing.F) {
	for _, s := range []string{"1,265.28", "1.265,28", "1 265,28", "-59.65", "1,265", "$12", "abc", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cents, ok := ParseAmount(s)
		if !ok {
			return
		}
		again, ok := ParseAmount(FormatDecimal(cents))
		if !ok || again != cents {
			t.Fatalf("%q = %d, stored as %q, read back as %d, %v", s, cents, FormatDecimal(cents), again, ok)
		}
	})
}
