package app

import (
	"bytes"
	"os"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// ocrFile is one of the OCR test files of internal/extract (a scan, a phone's photo).
func ocrFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("../extract/testdata/ocr/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A scanned invoice (a PDF that is only an image) and a phone's photo of one, stored
// sideways, are read by Tesseract and analysed like any invoice (decision 0055).
func TestScannedInvoicesAreReadByOCR(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("olga@example.com", "correct horse", true)
		olga := s.visitor("203.0.113.90")
		olga.signIn("olga@example.com", "correct horse")
		olga.subscribeTo("enterprise")
		books := olga.activeService("payroll", "Scans")
		res, resp := olga.upload(books, "", upload{"scan.pdf", ocrFile(t, "scanned-invoice.pdf")}, upload{"photo.jpg", ocrFile(t, "phone-photo.jpg")})
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		byName := map[string]map[string]any{}
		for _, d := range olga.analyzed(books, "") {
			byName[d["name"].(string)] = d
		}
		scan, photo := byName["scan.pdf"], byName["photo.jpg"]
		inv, _ := scan["invoice"].(map[string]any)
		if scan["state"] != "done" || inv == nil || inv["vendor"] != "Northwind Office Supply" || inv["number"] != "NW-1042" ||
			inv["total"].(map[string]any)["cents"] != 45252.0 {
			t.Errorf("the scan: %v", scan)
		}
		inv, _ = photo["invoice"].(map[string]any)
		if photo["state"] != "done" || photo["media_type"] != lexa.MediaJPEG || inv == nil || inv["vendor"] != "Bluebird Cleaning Co." {
			t.Errorf("the photo: %v", photo)
		}
	})
}

// Without Tesseract a scan and a photo are no_text, asking for OCR; an image is
// accepted up to 10 MB (a document up to 5), told by content, and one that is not
// really an image fails with its reason.
func TestScansWithoutOCR(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil, withoutOCR())
		s.seedUser("pia@example.com", "correct horse", true)
		pia := s.visitor("203.0.113.91")
		pia.signIn("pia@example.com", "correct horse")
		pia.subscribeTo("enterprise")
		books := pia.activeService("payroll", "Scans")
		fake := append([]byte("\xff\xd8\xff\xe0"), make([]byte, 6<<20)...) // a JPEG's start, then 6 MB of nothing
		res, resp := pia.upload(books, "", upload{"scan.pdf", ocrFile(t, "scanned-invoice.pdf")},
			upload{"photo.jpg", ocrFile(t, "phone-photo.jpg")}, upload{"big.jpg", fake})
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		for _, d := range pia.analyzed(books, "") {
			switch d["name"] {
			case "big.jpg":
				if d["state"] != "failed" || d["reason"] != "The file could not be read: it is not a valid JPEG image." {
					t.Errorf("not really a JPEG: %v", d)
				}
			default:
				if d["state"] != "no_text" || d["reason"] != lexa.NoOCRReason {
					t.Errorf("%s without OCR: %v", d["name"], d)
				}
			}
		}
		tooBig := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0}, 10<<20)...)
		res, resp = pia.upload(books, "", upload{"huge.png", tooBig})
		if res.StatusCode != 400 || fieldsOf(resp)["file"] != "huge.png: the image is larger than 10 MB." {
			t.Errorf("an 11 MB image: %d %v", res.StatusCode, resp)
		}
	})
}
