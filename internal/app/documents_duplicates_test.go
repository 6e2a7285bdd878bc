package app

import (
	"bytes"
	"encoding/csv"
	"net/http"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/store/storetest"
)

// byName finds each listed document by its file name.
func byName(docs []map[string]any) map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, d := range docs {
		out[d["name"].(string)] = d
	}
	return out
}

// A document is a duplicate of the earliest earlier document of its service still
// stored with the same file, or for an invoice the same vendor and number however they
// are written; another service's documents are not compared, and deleting the earlier
// one moves duplicate_of to the next earliest, or clears it.
func TestDocumentDuplicates(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("dina@example.com", "correct horse", true)
		dina := s.visitor("203.0.113.90")
		dina.signIn("dina@example.com", "correct horse")
		dina.subscribeTo("enterprise")
		books, other := dina.activeService("payroll", "Books"), dina.activeService("payroll", "Branch books")
		invoice := pdfOf(extracttest.GoodInvoice)
		// Each upload a second after the one before: "earlier" is by upload time.
		send := func(service string, files ...upload) (*http.Response, map[string]any) {
			s.clock.Advance(time.Second)
			return dina.upload(service, "", files...)
		}

		if res, resp := send(books, upload{"northwind.pdf", invoice}); res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		first := dina.analyzed(books, "")[0]
		firstID := first["id"].(string)
		if first["duplicate_of"] != nil {
			t.Errorf("the first upload is a duplicate: %v", first)
		}

		// The same bytes: a duplicate at once, before it is read.
		res, resp := send(books, upload{"northwind-again.pdf", invoice})
		again, _ := resp["documents"].([]any)
		if res.StatusCode != 201 || len(again) != 1 || again[0].(map[string]any)["duplicate_of"] != firstID ||
			again[0].(map[string]any)["duplicate_of_name"] != "northwind.pdf" {
			t.Fatalf("same file: %d %v", res.StatusCode, resp)
		}
		// The same vendor and number in other bytes, other case and punctuation.
		retyped := strings.Join([]string{"NORTHWIND OFFICE SUPPLY", "INVOICE", "Invoice Number: nw.1042", "Invoice Date: 2026-11-02",
			"Due Date: 2026-12-02", "Description  Qty  Unit Price  Amount", "Printer paper, A4 box  10  $24.00  $240.00",
			"Toner cartridge  2  $89.50  $179.00", "Subtotal: $419.00", "Tax (8%): $33.52", "Total: $452.52"}, "\n")
		if res, resp := send(books, upload{"retyped.txt", []byte(retyped)}); res.StatusCode != 201 {
			t.Fatalf("retyped: %d %v", res.StatusCode, resp)
		}
		// Another invoice is no duplicate; nor is the same file in another service.
		if res, resp := send(books, upload{"bluebird.pdf", pdfOf(extracttest.WrongTotalInvoice)}); res.StatusCode != 201 {
			t.Fatalf("other invoice: %d %v", res.StatusCode, resp)
		}
		if res, resp := send(other, upload{"northwind.pdf", invoice}); res.StatusCode != 201 {
			t.Fatalf("other service: %d %v", res.StatusCode, resp)
		}
		docs := byName(dina.analyzed(books, ""))
		for name, want := range map[string]any{"northwind.pdf": nil, "northwind-again.pdf": firstID, "retyped.txt": firstID, "bluebird.pdf": nil} {
			if got := docs[name]["duplicate_of"]; got != want {
				t.Errorf("%s: duplicate_of %v, want %v (%v)", name, got, want, docs[name])
			}
		}
		if inv, _ := docs["retyped.txt"]["invoice"].(map[string]any); inv == nil || inv["number"] != "nw.1042" {
			t.Errorf("the retyped invoice was not read as expected: %v", docs["retyped.txt"])
		}
		if got := dina.analyzed(other, "")[0]; got["duplicate_of"] != nil {
			t.Errorf("another service's document is a duplicate: %v", got)
		}
		// The details say it too.
		againID := docs["northwind-again.pdf"]["id"].(string)
		if res, resp := dina.do("GET", "/api/services/"+books+"/documents/"+againID, nil); res.StatusCode != 200 ||
			resp["document"].(map[string]any)["duplicate_of"] != firstID {
			t.Errorf("details: %d %v", res.StatusCode, resp)
		}

		// Deleting the original: the next earliest is the original now.
		if res, _ := dina.send("DELETE", "/api/services/"+books+"/documents/"+firstID, nil); res.StatusCode != 204 {
			t.Fatalf("delete: %d", res.StatusCode)
		}
		docs = byName(dina.documents(books, ""))
		if docs["northwind-again.pdf"]["duplicate_of"] != nil || docs["retyped.txt"]["duplicate_of"] != againID ||
			docs["retyped.txt"]["duplicate_of_name"] != "northwind-again.pdf" {
			t.Errorf("after deleting the original: %v", docs)
		}
	})
}

// A resume's e-mail address and phone number are read in the formats people write them,
// shown with the candidate and exported with the shortlist.
func TestCandidateContactDetails(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("hal@example.com", "correct horse", true)
		hal := s.visitor("203.0.113.91")
		hal.signIn("hal@example.com", "correct horse")
		hal.subscribeTo("professional")
		hiring := hal.activeService("recruitment", "Hiring")
		res, resp := hal.do("POST", "/api/services/"+hiring+"/openings", map[string]any{"title": extracttest.JobTitle,
			"description": extracttest.JobDescription, "must_have": extracttest.JobMustHave})
		if res.StatusCode != 201 {
			t.Fatalf("create job: %d %v", res.StatusCode, resp)
		}
		job := resp["opening"].(map[string]any)["id"].(string)
		resume := func(name, contacts string) upload {
			lines := append([]string{name, contacts}, extracttest.StrongResume[2:]...)
			return upload{strings.ToLower(strings.ReplaceAll(name, " ", "-")) + ".txt", []byte(strings.Join(lines, "\n"))}
		}
		res, resp = hal.upload(hiring, job,
			resume("Olivia Hart", "olivia.hart@example.co.uk · +44 20 7946 0958 · London"),
			resume("Sam Lee", "Austin, TX 78701 | (512) 555-0199 | sam.lee+jobs@mail.example.com"),
			resume("Jonas Weber", "E-Mail: jonas.weber@example.de  Telefon: +49 30 901820"),
			resume("Kim Park", "Seoul, no contact details given"))
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		want := map[string][2]string{
			"Olivia Hart": {"olivia.hart@example.co.uk", "+44 20 7946 0958"},
			"Sam Lee":     {"sam.lee+jobs@mail.example.com", "(512) 555-0199"},
			"Jonas Weber": {"jonas.weber@example.de", "+49 30 901820"},
			"Kim Park":    {"", ""},
		}
		for _, d := range hal.analyzed(hiring, "?opening_id="+job) {
			w, ok := want[d["candidate"].(string)]
			if !ok || d["candidate_email"] != w[0] || d["candidate_phone"] != w[1] {
				t.Errorf("%v: %v / %v, want %v", d["candidate"], d["candidate_email"], d["candidate_phone"], w)
			}
		}
		res, raw := hal.send("GET", "/api/services/"+hiring+"/documents/export.csv?opening_id="+job, nil)
		rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
		if res.StatusCode != 200 || err != nil || len(rows) != 5 || strings.Join(rows[0][:5], ",") != "rank,candidate,email,phone,file" {
			t.Fatalf("CSV: %d %v %q", res.StatusCode, err, rows)
		}
		for _, row := range rows[1:] {
			w := want[row[1]]
			// A cell that starts with + is written with a leading apostrophe, as every
			// cell a spreadsheet could run as a formula.
			phone := w[1]
			if strings.HasPrefix(phone, "+") {
				phone = "'" + phone
			}
			if row[2] != w[0] || row[3] != phone {
				t.Errorf("CSV row %q, want %v", row, w)
			}
		}
	})
}
