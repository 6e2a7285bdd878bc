package extract_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"lexa/internal/extract"
	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
)

func text(t *testing.T, mediaType string, body []byte) (string, error) {
	t.Helper()
	return extract.Text(context.Background(), mediaType, body)
}

func TestPDFTextKeepsRowsAndColumns(t *testing.T) {
	body := extracttest.PDF(extracttest.GoodInvoice...)
	if mt, ok := lexa.SniffDocument("x.bin", body, true); !ok || mt != lexa.MediaPDF {
		t.Fatalf("sniffed %q %v", mt, ok)
	}
	got, err := text(t, lexa.MediaPDF, body)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Northwind Office Supply\n", "Invoice Number: NW-1042\n", "Toner cartridge  2  $89.50  $179.00\n", "Total: $452.52"} {
		if !strings.Contains(got, want) {
			t.Errorf("PDF text lacks %q:\n%s", want, got)
		}
	}
}

// A letterhead table (the vendor's address in one cell, the title, number and date in
// the other, a paragraph each) is read cell after cell, a paragraph per line, as a
// person reads it; an item row of one-paragraph cells stays one line.
func TestDOCXLetterheadTable(t *testing.T) {
	body := extracttest.DOCX("Kestrel Joinery Ltd\n4 Mill Yard\nLeeds LS1 4AP\tINVOICE\nInvoice No: K-118\nDate: 2 March 2026",
		"Oak shelf\t2\t£40.00\t£80.00")
	got, err := text(t, lexa.MediaDOCX, body)
	if err != nil {
		t.Fatal(err)
	}
	want := "Kestrel Joinery Ltd\n4 Mill Yard\nLeeds LS1 4AP\nINVOICE\nInvoice No: K-118\nDate: 2 March 2026\nOak shelf  2  £40.00  £80.00"
	if got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestDOCXText(t *testing.T) {
	body := extracttest.DOCX(extracttest.GoodInvoice...)
	if mt, ok := lexa.SniffDocument("invoice.pdf", body, true); !ok || mt != lexa.MediaDOCX {
		t.Fatalf("sniffed %q %v", mt, ok)
	}
	got, err := text(t, lexa.MediaDOCX, body)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Northwind Office Supply\n", "Toner cartridge  2  $89.50  $179.00\n", "Total: $452.52"} {
		if !strings.Contains(got, want) {
			t.Errorf("DOCX text lacks %q:\n%s", want, got)
		}
	}
}

func TestCSVAndText(t *testing.T) {
	csv := []byte("Vendor,Acme Ltd\nDescription,Qty,Amount\n\"Widgets, blue\",3,$30.00\n")
	if mt, _ := lexa.SniffDocument("a.txt", csv, true); mt != lexa.MediaCSV {
		t.Errorf("CSV sniffed as %q", mt)
	}
	if mt, _ := lexa.SniffDocument("a.csv", csv, false); mt != lexa.MediaText {
		t.Errorf("CSV for recruitment sniffed as %q, want text", mt)
	}
	got, err := text(t, lexa.MediaCSV, csv)
	if err != nil || !strings.Contains(got, "Widgets, blue  3  $30.00") {
		t.Errorf("CSV text %q, %v", got, err)
	}
	latin1 := []byte("Caf\xe9 Bistro \x80 12.00\r\n")
	if got, err := text(t, lexa.MediaText, latin1); err != nil || got != "Café Bistro € 12.00" {
		t.Errorf("Windows-1252 text %q, %v", got, err)
	}
}

func TestScannedPDFHasNoText(t *testing.T) {
	if _, err := text(t, lexa.MediaPDF, extracttest.ScannedPDF()); !errors.Is(err, extract.ErrNoText) {
		t.Errorf("scanned PDF: %v, want ErrNoText", err)
	}
	if _, err := text(t, lexa.MediaText, []byte("  \n\t ")); !errors.Is(err, extract.ErrNoText) {
		t.Errorf("blank text: %v, want ErrNoText", err)
	}
}

func TestBombsAndDamageAreRefusedWithAReason(t *testing.T) {
	cases := map[string]struct {
		mediaType string
		body      []byte
		reason    string
	}{
		"PDF bomb":     {lexa.MediaPDF, extracttest.BombPDF(80 << 20), "expands to more than 50 MB"},
		"DOCX bomb":    {lexa.MediaDOCX, extracttest.BombDOCX(60 << 20), "expands to more than 50 MB"},
		"damaged PDF":  {lexa.MediaPDF, []byte("%PDF-1.4\n1 0 obj <<>> garbage"), "could not be read"},
		"damaged DOCX": {lexa.MediaDOCX, []byte("PK\x03\x04 not really"), "not a valid DOCX"},
	}
	for name, c := range cases {
		_, err := text(t, c.mediaType, c.body)
		e, ok := lexa.AsError(err)
		if !ok || e.Code != lexa.EInvalid || !strings.Contains(e.Message, c.reason) {
			t.Errorf("%s: %v, want a validation error saying %q", name, err, c.reason)
		}
	}
	if len(extracttest.BombPDF(80<<20)) > 200<<10 {
		t.Error("the PDF bomb is not small")
	}
}

func TestSniffRefusesWhatIsNotADocument(t *testing.T) {
	for name, body := range map[string][]byte{
		"executable": []byte("MZ\x90\x00\x03\x00\x00\x00"),
		"gif":        []byte("GIF89a\x01\x00\x01\x00"), // images other than JPEG and PNG
		"zip":        zipWithout(),
		"empty":      nil,
	} {
		if mt, ok := lexa.SniffDocument(name+".pdf", body, true); ok {
			t.Errorf("%s sniffed as %q", name, mt)
		}
	}
}

func zipWithout() []byte {
	b := extracttest.DOCX("x")
	return []byte(strings.Replace(string(b), "word/document.xml", "word/documenX.xml", -1))
}
