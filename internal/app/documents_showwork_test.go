package app

import (
	"bytes"
	"context"
	"encoding/csv"
	"image/png"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// "What we read" (docs/api.md; decision 0056): the text read from a document and its
// page images, owner-only and never cached; a hostile file's page fails with its reason.
func TestDocumentTextAndPages(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		marker := []byte("Held Back Supplies")
		release := make(chan struct{})
		var releaseOnce sync.Once
		t.Cleanup(func() { releaseOnce.Do(func() { close(release) }) })
		hold := withTextReader(func(next textReader) textReader {
			return func(ctx context.Context, mediaType string, body []byte) (string, error) {
				if bytes.Contains(body, marker) {
					select {
					case <-release:
					case <-ctx.Done():
						return "", ctx.Err()
					}
				}
				return next(ctx, mediaType, body)
			}
		})
		s := newAccountSite(t, b, nil, hold)
		s.seedUser("ines@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		ines, bob := s.visitor("203.0.113.90"), s.visitor("203.0.113.91")
		ines.signIn("ines@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")
		ines.subscribeTo("enterprise")
		books := ines.activeService("payroll", "Books")
		res, resp := ines.upload(books, "",
			upload{"northwind.pdf", pdfOf(extracttest.GoodInvoice)},
			upload{"bluebird.docx", docxOf(extracttest.WrongTotalInvoice)},
			upload{"scan.pdf", extracttest.ScannedPDF()},
			upload{"bomb.pdf", extracttest.BombPDF(60 << 20)})
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		byName := map[string]string{}
		for _, d := range ines.analyzed(books, "") {
			byName[d["name"].(string)] = d["id"].(string)
		}
		doc := func(name string) string { return "/api/services/" + books + "/documents/" + byName[name] }

		// The text, as read.
		res, raw := ines.send("GET", doc("northwind.pdf")+"/text", nil)
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/plain; charset=utf-8" || res.Header.Get("Cache-Control") != "no-store" ||
			res.Header.Get("X-Content-Type-Options") != "nosniff" || !strings.Contains(string(raw), "Northwind Office Supply") || !strings.Contains(string(raw), "NW-1042") {
			t.Errorf("text: %d %v %q", res.StatusCode, res.Header, raw)
		}
		// No text: a scan, a bomb, a document still being read.
		if res, resp := ines.do("GET", doc("scan.pdf")+"/text", nil); res.StatusCode != 404 || errorMessage(resp) != lexa.NoTextReason {
			t.Errorf("scan's text: %d %v", res.StatusCode, resp)
		}
		if res, resp := ines.do("GET", doc("bomb.pdf")+"/text", nil); res.StatusCode != 404 || !strings.Contains(errorMessage(resp), "more than 50 MB") {
			t.Errorf("bomb's text: %d %v", res.StatusCode, resp)
		}
		res, resp = ines.upload(books, "", upload{"held.txt", []byte(strings.Join(append([]string{string(marker)}, extracttest.GoodInvoice[1:]...), "\n"))})
		if res.StatusCode != 201 {
			t.Fatalf("held upload: %d %v", res.StatusCode, resp)
		}
		held := "/api/services/" + books + "/documents/" + resp["documents"].([]any)[0].(map[string]any)["id"].(string)
		if res, resp := ines.do("GET", held+"/text", nil); res.StatusCode != 404 || errorMessage(resp) != "This document has not been read yet." {
			t.Errorf("unread text: %d %v", res.StatusCode, resp)
		}
		if res, resp := ines.do("PATCH", held, map[string]any{"corrections": map[string]string{"total": "1.00"}}); res.StatusCode != 409 ||
			errorMessage(resp) != lexa.ErrDocumentNotDone.Message {
			t.Errorf("correcting an unread document: %d %v", res.StatusCode, resp)
		}
		releaseOnce.Do(func() { close(release) })

		// Page 1 of the PDF, 1,200 px wide unless asked; the page count beside it.
		res, raw = ines.send("GET", doc("northwind.pdf")+"/pages/1.png", nil)
		img, err := png.Decode(bytes.NewReader(raw))
		if res.StatusCode != 200 || err != nil || res.Header.Get("Content-Type") != "image/png" || res.Header.Get("Cache-Control") != "private, no-store" ||
			res.Header.Get("X-Page-Count") != "1" || img.Bounds().Dx() != 1200 {
			t.Fatalf("page 1: %d %v %v", res.StatusCode, err, res.Header)
		}
		res, raw = ines.send("GET", doc("northwind.pdf")+"/pages/1.png?width=400", nil)
		if img, err := png.Decode(bytes.NewReader(raw)); res.StatusCode != 200 || err != nil || img.Bounds().Dx() != 400 {
			t.Errorf("page 1 at 400 px: %d %v", res.StatusCode, err)
		}
		for path, want := range map[string]int{
			doc("northwind.pdf") + "/pages/2.png":                    404, // past the end
			doc("northwind.pdf") + "/pages/0.png":                    404,
			doc("northwind.pdf") + "/pages/one.png":                  404,
			doc("northwind.pdf") + "/pages/1":                        404,
			doc("northwind.pdf") + "/pages/1.png?width=1601":         400,
			doc("northwind.pdf") + "/pages/1.png?width=wide":         400,
			doc("bluebird.docx") + "/pages/1.png":                    404, // no pages
			doc("bomb.pdf") + "/pages/1.png":                         422, // the file's reason, not a 500
			"/api/services/" + books + "/documents/nope/text":        404,
			"/api/services/" + books + "/documents/nope/pages/1.png": 404,
		} {
			if res, resp := ines.do("GET", path, nil); res.StatusCode != want {
				t.Errorf("GET %s: %d %v, want %d", path, res.StatusCode, resp, want)
			}
		}
		if res, resp := ines.do("GET", doc("bomb.pdf")+"/pages/1.png", nil); !strings.Contains(errorMessage(resp), "more than 50 MB") {
			t.Errorf("bomb's page: %d %v", res.StatusCode, resp)
		}
		// Owner only.
		for _, path := range []string{"/text", "/pages/1.png"} {
			if res, _ := bob.do("GET", doc("northwind.pdf")+path, nil); res.StatusCode != 404 {
				t.Errorf("Bob GET %s: %d", path, res.StatusCode)
			}
		}
	})
}

// Renders are bounded per instance: two at once, a third waits a moment and then is
// answered 503 with Retry-After.
func TestPageRendersAreBounded(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		started := make(chan struct{}, 4)
		release := make(chan struct{})
		var releaseOnce sync.Once
		t.Cleanup(func() { releaseOnce.Do(func() { close(release) }) })
		slow := withPageImage(func(next pageImager) pageImager {
			return func(ctx context.Context, mediaType string, body []byte, n, width int) ([]byte, int, error) {
				started <- struct{}{}
				<-release
				return next(ctx, mediaType, body, n, width)
			}
		})
		s := newAccountSite(t, b, nil, slow)
		s.seedUser("pia@example.com", "correct horse", true)
		pia := s.visitor("203.0.113.92")
		pia.signIn("pia@example.com", "correct horse")
		pia.subscribeTo("enterprise")
		books := pia.activeService("payroll", "Books")
		res, resp := pia.upload(books, "", upload{"northwind.pdf", pdfOf(extracttest.GoodInvoice)})
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		page := "/api/services/" + books + "/documents/" + pia.analyzed(books, "")[0]["id"].(string) + "/pages/1.png"
		codes := make(chan int, 2)
		for range 2 {
			go func() {
				res, _ := pia.send("GET", page, nil)
				codes <- res.StatusCode
			}()
		}
		<-started
		<-started
		begin := time.Now()
		res, resp = pia.do("GET", page, nil)
		if res.StatusCode != 503 || res.Header.Get("Retry-After") != "2" || errorMessage(resp) != "Page images are busy right now. Please try again in a moment." ||
			time.Since(begin) < 2*time.Second {
			t.Errorf("third render: %d %v %v after %v", res.StatusCode, res.Header, resp, time.Since(begin))
		}
		releaseOnce.Do(func() { close(release) })
		if a, b := <-codes, <-codes; a != 200 || b != 200 {
			t.Errorf("the two renders: %d %d", a, b)
		}
	})
}

// Correcting a field (docs/api.md, PATCH …/documents/{docId} "corrections"): validated,
// the checks run again on the corrected reading, the summary, the list, the CSV and the
// audit trail follow, the reading as read is kept, and "" takes a correction back.
func TestCorrectingAnInvoiceAndAResume(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("cora@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		cora, bob := s.visitor("203.0.113.93"), s.visitor("203.0.113.94")
		cora.signIn("cora@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")
		cora.subscribeTo("enterprise")
		books := cora.activeService("payroll", "Books")
		if res, resp := cora.upload(books, "", upload{"bluebird.docx", docxOf(extracttest.WrongTotalInvoice)}); res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		d := cora.analyzed(books, "")[0]
		path := "/api/services/" + books + "/documents/" + d["id"].(string)
		if inv := d["invoice"].(map[string]any); inv["checks_failed"].(float64) < 1 || len(d["corrected_fields"].([]any)) != 0 {
			t.Fatalf("as read: %v", d)
		}

		// Refused values name their fields; nothing changes.
		res, resp := cora.do("PATCH", path, map[string]any{"corrections": map[string]string{"total": "12,34,5", "dueDate": "20/11/2026",
			"currency": "DOLLARS", "candidate": "Ana"}})
		f := fieldsOf(resp)
		if res.StatusCode != 400 || f["corrections.total"] != "Write an amount such as 1,265.28 or 1.265,28." ||
			f["corrections.dueDate"] != "Write the date as YYYY-MM-DD, e.g. 2026-03-02." || f["corrections.currency"] == nil || f["corrections.candidate"] == nil {
			t.Errorf("bad corrections: %d %v", res.StatusCode, resp)
		}
		if res, resp := cora.do("PATCH", path, map[string]any{"corrections": map[string]string{"total": "756.00"}, "review": "flagged"}); res.StatusCode != 400 ||
			fieldsOf(resp)["note"] != "Say why you flag this invoice." {
			t.Errorf("a refused review with corrections: %d %v", res.StatusCode, resp)
		}
		if n := s.count(`SELECT COUNT(*) FROM document_corrections`); n != 0 {
			t.Errorf("refused PATCHes stored %d corrections", n)
		}

		// The right total: the sum check passes, the summary follows.
		res, resp = cora.do("PATCH", path, map[string]any{"corrections": map[string]string{"total": "756.00", "vendor": "Bluebird Cleaning Ltd"}})
		got, _ := resp["document"].(map[string]any)
		if res.StatusCode != 200 || got == nil {
			t.Fatalf("correct: %d %v", res.StatusCode, resp)
		}
		inv := got["invoice"].(map[string]any)
		reading := inv["reading"].(map[string]any)
		total := reading["fields"].(map[string]any)["total"].(map[string]any)
		if inv["checks_failed"] != 0.0 || reading["sum"].(map[string]any)["status"] != "pass" || inv["vendor"] != "Bluebird Cleaning Ltd" ||
			inv["total"].(map[string]any)["cents"] != 75600.0 || total["corrected"] != true || total["note"] != "Corrected; the document reads $856.00." ||
			strings.Join(stringsOf(got["corrected_fields"]), ",") != "total,vendor" {
			t.Errorf("corrected: %v", got)
		}
		if s.audits("document_corrected") != 1 || s.count(`SELECT COUNT(*) FROM audit_logs WHERE action = 'document_corrected' AND CAST(detail AS TEXT) LIKE '%total,vendor%'`) != 1 {
			t.Errorf("audit: %d", s.audits("document_corrected"))
		}
		// The reading as read is kept.
		if n := s.count(`SELECT COUNT(*) FROM documents WHERE id = ? AND CAST(result AS TEXT) LIKE '%85600%'`, d["id"]); n != 1 {
			t.Errorf("the reading as read was not kept")
		}
		// The list, its vendor filter and the CSV show the corrected values.
		if list := cora.documents(books, "?vendor=ltd"); len(list) != 1 || strings.Join(stringsOf(list[0]["corrected_fields"]), ",") != "total,vendor" {
			t.Errorf("vendor filter: %v", list)
		}
		res, raw := cora.send("GET", "/api/services/"+books+"/documents/export.csv", nil)
		rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
		if res.StatusCode != 200 || err != nil || len(rows) != 2 || rows[1][0] != "Bluebird Cleaning Ltd" || rows[1][7] != "756.00" || rows[1][9] != "0" {
			t.Errorf("CSV: %v %q", err, rows)
		}

		// A due date before the invoice date: that check fails now; "" takes the total back.
		res, resp = cora.do("PATCH", path, map[string]any{"corrections": map[string]string{"dueDate": "2026-11-01", "total": ""}})
		got, _ = resp["document"].(map[string]any)
		if res.StatusCode != 200 || got["invoice"].(map[string]any)["checks_failed"].(float64) < 2 ||
			strings.Join(stringsOf(got["corrected_fields"]), ",") != "dueDate,vendor" {
			t.Errorf("due date before the date, total back: %d %v", res.StatusCode, resp)
		}
		res, resp = cora.do("PATCH", path, map[string]any{"corrections": map[string]string{"dueDate": "", "vendor": ""}})
		got, _ = resp["document"].(map[string]any)
		if res.StatusCode != 200 || len(stringsOf(got["corrected_fields"])) != 0 || got["invoice"].(map[string]any)["vendor"] != "Bluebird Cleaning Co." ||
			s.count(`SELECT COUNT(*) FROM document_corrections`) != 0 {
			t.Errorf("every correction taken back: %d %v", res.StatusCode, resp)
		}
		if list := cora.documents(books, "?vendor=ltd"); len(list) != 0 {
			t.Errorf("the vendor taken back still matches: %v", list)
		}
		if res, _ := bob.do("PATCH", path, map[string]any{"corrections": map[string]string{"total": "1.00"}}); res.StatusCode != 404 {
			t.Errorf("Bob corrects Cora's invoice: %d", res.StatusCode)
		}

		// A resume: the name and contact read, corrected.
		hiring := cora.activeService("recruitment", "Hiring")
		res, resp = cora.do("POST", "/api/services/"+hiring+"/openings", map[string]any{"title": extracttest.JobTitle,
			"description": extracttest.JobDescription, "must_have": extracttest.JobMustHave, "nice_to_have": extracttest.JobNiceToHave})
		if res.StatusCode != 201 {
			t.Fatalf("job: %d %v", res.StatusCode, resp)
		}
		job := resp["opening"].(map[string]any)["id"].(string)
		resume := append([]string{extracttest.StrongResume[0], "ana.ruiz@example.com | +34 600 123 456"}, extracttest.StrongResume[1:]...)
		if res, resp := cora.upload(hiring, job, upload{"ana.txt", []byte(strings.Join(resume, "\n"))}); res.StatusCode != 201 {
			t.Fatalf("resume: %d %v", res.StatusCode, resp)
		}
		r := cora.analyzed(hiring, "?opening_id="+job)[0]
		sc := r["screening"].(map[string]any)
		if r["candidate"] != "Ana Ruiz" || sc["email"] != "ana.ruiz@example.com" || sc["phone"] != "+34 600 123 456" {
			t.Errorf("resume as read: %v", r)
		}
		rpath := "/api/services/" + hiring + "/documents/" + r["id"].(string)
		if res, resp := cora.do("PATCH", rpath, map[string]any{"corrections": map[string]string{"email": "ana@", "total": "1"}}); res.StatusCode != 400 ||
			fieldsOf(resp)["corrections.email"] == nil || fieldsOf(resp)["corrections.total"] == nil {
			t.Errorf("bad resume corrections: %d %v", res.StatusCode, resp)
		}
		res, resp = cora.do("PATCH", rpath, map[string]any{"corrections": map[string]string{"candidate": "Ana María Ruiz", "email": "ana@example.org"}})
		got, _ = resp["document"].(map[string]any)
		if res.StatusCode != 200 || got["candidate"] != "Ana María Ruiz" || got["screening"].(map[string]any)["email"] != "ana@example.org" ||
			got["screening"].(map[string]any)["phone"] != "+34 600 123 456" || strings.Join(stringsOf(got["corrected_fields"]), ",") != "candidate,email" {
			t.Errorf("resume corrected: %d %v", res.StatusCode, resp)
		}
		res, raw = cora.send("GET", "/api/services/"+hiring+"/documents/export.csv?opening_id="+job, nil)
		rows, err = csv.NewReader(bytes.NewReader(raw)).ReadAll()
		if err != nil || len(rows) != 2 || rows[1][1] != "Ana María Ruiz" {
			t.Errorf("shortlist CSV: %v %q", err, rows)
		}
	})
}

// stringsOf reads a JSON array of strings.
func stringsOf(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, s := range list {
		out = append(out, s.(string))
	}
	return out
}
