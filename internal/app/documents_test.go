package app

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// upload is one file of a multipart upload.
type upload struct {
	name string
	body []byte
}

// upload sends files (and opening_id when set) to a service's documents.
func (v *visitor) upload(serviceID, openingID string, files ...upload) (*http.Response, map[string]any) {
	v.s.t.Helper()
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	if openingID != "" {
		_ = mw.WriteField("opening_id", openingID)
	}
	for _, f := range files {
		w, _ := mw.CreateFormFile("file", f.name)
		_, _ = w.Write(f.body)
	}
	_ = mw.Close()
	res, data := v.send("POST", "/api/services/"+serviceID+"/documents", &b, "Content-Type", mw.FormDataContentType())
	var out map[string]any
	_ = json.Unmarshal(data, &out)
	return res, out
}

// subscribeTo starts a test-mode trial of plan.
func (v *visitor) subscribeTo(plan string) {
	v.s.t.Helper()
	price := "test_price_" + plan + "_monthly"
	_, target := v.checkout(price)
	if res, body := v.page("POST", target, url.Values{"price": {price}}); res.StatusCode != http.StatusSeeOther {
		v.s.t.Fatalf("subscribe to %s: %d %s", plan, res.StatusCode, body)
	}
}

// activeService adds a service of serviceType and activates it.
func (v *visitor) activeService(serviceType, name string) string {
	v.s.t.Helper()
	id := v.newService(serviceType, name)
	if code := v.setStatus(id, "active"); code != 200 {
		v.s.t.Fatalf("activate %s: %d", name, code)
	}
	return id
}

// documents lists a service's documents with query.
func (v *visitor) documents(serviceID, query string) []map[string]any {
	v.s.t.Helper()
	res, resp := v.do("GET", "/api/services/"+serviceID+"/documents"+query, nil)
	if res.StatusCode != 200 {
		v.s.t.Fatalf("documents: %d %v", res.StatusCode, resp)
	}
	var out []map[string]any
	for _, d := range resp["documents"].([]any) {
		out = append(out, d.(map[string]any))
	}
	return out
}

// analyzed waits until every listed document's analysis is over, and returns the list.
func (v *visitor) analyzed(serviceID, query string) []map[string]any {
	v.s.t.Helper()
	var docs []map[string]any
	// Long enough for OCR of a scan and a photo one after the other (one job per account)
	// on a busy machine; a document analysed sooner ends the wait sooner.
	waittest.Eventually(v.s.t, 90*time.Second, func() error {
		docs = v.documents(serviceID, query)
		waiting := 0
		for _, d := range docs {
			if d["state"] == "queued" || d["state"] == "analysing" {
				waiting++
			}
		}
		if waiting > 0 {
			return fmt.Errorf("%d documents still waiting: %v", waiting, docs)
		}
		return nil
	})
	return docs
}

func pdfOf(lines []string) []byte  { return extracttest.PDF(lines...) }
func docxOf(lines []string) []byte { return extracttest.DOCX(lines...) }

func TestRecruitmentWorkspace(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ann@example.com", "correct horse", true)
		s.seedUser("bob@example.com", "correct horse", true)
		ann, bob := s.visitor("203.0.113.70"), s.visitor("203.0.113.71")
		ann.signIn("ann@example.com", "correct horse")
		bob.signIn("bob@example.com", "correct horse")
		ann.subscribeTo("professional")
		hiring := ann.activeService("recruitment", "Hiring")

		// A job, with its fields checked.
		if res, resp := ann.do("POST", "/api/services/"+hiring+"/openings", map[string]any{"title": " ", "description": ""}); res.StatusCode != 400 ||
			fieldsOf(resp)["title"] != "Job title is required" || fieldsOf(resp)["description"] != "Job description is required" {
			t.Errorf("empty job: %d %v", res.StatusCode, resp)
		}
		res, resp := ann.do("POST", "/api/services/"+hiring+"/openings", map[string]any{"title": extracttest.JobTitle,
			"description": extracttest.JobDescription, "must_have": extracttest.JobMustHave, "nice_to_have": extracttest.JobNiceToHave,
			"location": "Remote"})
		if res.StatusCode != 201 {
			t.Fatalf("create job: %d %v", res.StatusCode, resp)
		}
		job := resp["opening"].(map[string]any)["id"].(string)

		// Three resumes at once: a PDF, a DOCX and a text file.
		res, resp = ann.upload(hiring, job,
			upload{"carla.txt", []byte(strings.Join(extracttest.WeakResume, "\n"))},
			upload{"ana-ruiz.pdf", pdfOf(extracttest.StrongResume)},
			upload{"ben.docx", docxOf(extracttest.PartialResume)})
		if res.StatusCode != 201 || len(resp["documents"].([]any)) != 3 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		first := resp["documents"].([]any)[0].(map[string]any)
		if first["state"] != "queued" || first["media_type"] != lexa.MediaText || first["review"] != "new" || first["opening_id"] != job {
			t.Errorf("uploaded: %v", first)
		}

		docs := ann.analyzed(hiring, "?opening_id="+job)
		var names []string
		var scores []float64
		for _, d := range docs {
			names = append(names, d["candidate"].(string))
			sc, _ := d["screening"].(map[string]any)
			if d["state"] != "done" || sc == nil {
				t.Fatalf("not analyzed: %v", d)
			}
			scores = append(scores, sc["score"].(float64))
			if len(sc["strengths"].([]any)) == 0 || sc["verdict"] == "" || sc["recommendation"] == "" {
				t.Errorf("screening lacks parts: %v", sc)
			}
		}
		if strings.Join(names, ", ") != "Ana Ruiz, Ben Okafor, Carla Mendes" || !(scores[0] > scores[1] && scores[1] > scores[2]) {
			t.Errorf("shortlist %v with scores %v, want Ana, Ben, Carla by score", names, scores)
		}

		// Each analyzed resume is a candidate screened, with its minutes saved.
		if svc := ann.services()[0]; svc["usage_current"] != 3.0 {
			t.Errorf("usage after 3 resumes: %v", svc["usage_current"])
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND units = 1 AND minutes_saved = 10`, hiring); n != 3 {
			t.Errorf("%d usage events, want 3", n)
		}

		// Shortlist the first, with a note; the CSV follows.
		ana := docs[0]["id"].(string)
		if res, resp := ann.do("PATCH", "/api/services/"+hiring+"/documents/"+ana, map[string]any{"review": "hired"}); res.StatusCode != 400 ||
			fieldsOf(resp)["review"] != "Choose one of: new, shortlisted, interview, rejected." {
			t.Errorf("unknown status: %d %v", res.StatusCode, resp)
		}
		if res, resp := ann.do("PATCH", "/api/services/"+hiring+"/documents/"+ana, map[string]any{"review": "shortlisted", "note": "=call her"}); res.StatusCode != 200 ||
			resp["document"].(map[string]any)["review"] != "shortlisted" {
			t.Errorf("shortlist: %d %v", res.StatusCode, resp)
		}
		res, raw := ann.send("GET", "/api/services/"+hiring+"/documents/export.csv?opening_id="+job, nil)
		rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
		if res.StatusCode != 200 || err != nil || len(rows) != 4 || strings.Join(rows[0], ",") != strings.Join(shortlistHeader, ",") ||
			rows[1][0] != "1" || rows[1][1] != "Ana Ruiz" || rows[1][2] != "ana.ruiz@example.com" || rows[1][3] != "'+1 415 555 0134" ||
			rows[1][7] != "shortlisted" || rows[1][11] != "'=call her" ||
			!strings.HasPrefix(res.Header.Get("Content-Disposition"), "attachment;") {
			t.Errorf("CSV: %d %v %q", res.StatusCode, err, rows)
		}

		// The original file comes back as an attachment, never sniffed.
		res, raw = ann.send("GET", "/api/services/"+hiring+"/documents/"+ana+"/file", nil)
		if res.StatusCode != 200 || !bytes.Equal(raw, pdfOf(extracttest.StrongResume)[:0]) && !bytes.HasPrefix(raw, []byte("%PDF-")) ||
			res.Header.Get("Content-Type") != lexa.MediaPDF || res.Header.Get("X-Content-Type-Options") != "nosniff" ||
			res.Header.Get("Content-Disposition") != `attachment; filename=ana-ruiz.pdf` {
			t.Errorf("download: %d %v", res.StatusCode, res.Header)
		}

		// Owner only: Bob sees none of it.
		for _, path := range []string{"/documents", "/documents/" + ana, "/documents/" + ana + "/file", "/openings", "/documents/export.csv"} {
			if res, _ := bob.do("GET", "/api/services/"+hiring+path, nil); res.StatusCode != 404 {
				t.Errorf("Bob GET %s: %d", path, res.StatusCode)
			}
		}
		if res, _ := bob.upload(hiring, job, upload{"x.txt", []byte("Bob Smith\nExperience: Go")}); res.StatusCode != 404 {
			t.Errorf("Bob uploads to Ann's service: %d", res.StatusCode)
		}
		if res, _ := bob.do("DELETE", "/api/services/"+hiring+"/documents/"+ana, nil); res.StatusCode != 404 {
			t.Errorf("Bob deletes Ann's document: %d", res.StatusCode)
		}

		// Bad uploads answer 400 and store nothing.
		before := s.count(`SELECT COUNT(*) FROM documents`)
		eleven := make([]upload, 11)
		for i := range eleven {
			eleven[i] = upload{fmt.Sprintf("r%d.txt", i), []byte("Resume text")}
		}
		for name, c := range map[string]struct {
			files   []upload
			opening string
			field   string
			message string
		}{
			"no file":      {nil, job, "file", "Choose at least one file."},
			"eleven files": {eleven, job, "file", "Upload at most 10 files at once."},
			"too large":    {[]upload{{"ok.txt", []byte("fine")}, {"big.pdf", append([]byte("%PDF-1.4\n"), make([]byte, 5<<20)...)}}, job, "file", "big.pdf: the file is larger than 5 MB."},
			"executable":   {[]upload{{"cv.pdf", []byte("MZ\x90\x00\x03\x00\x00\x00\x04\x00")}}, job, "file", "cv.pdf: this is not a PDF, DOCX, JPEG, PNG, or text file."},
			"empty":        {[]upload{{"cv.txt", nil}}, job, "file", "cv.txt: the file is empty."},
			"no job":       {[]upload{{"cv.txt", []byte("Resume")}}, "", "opening_id", "Choose the job to screen against."},
		} {
			res, resp := ann.upload(hiring, c.opening, c.files...)
			if res.StatusCode != 400 || fieldsOf(resp)[c.field] != c.message {
				t.Errorf("%s: %d %v, want 400 with %s %q", name, res.StatusCode, resp, c.field, c.message)
			}
		}
		if res, _ := ann.upload(hiring, "no-such-job", upload{"cv.txt", []byte("Resume")}); res.StatusCode != 404 {
			t.Errorf("another job id: %d", res.StatusCode)
		}
		if after := s.count(`SELECT COUNT(*) FROM documents`); after != before {
			t.Errorf("refused uploads stored %d documents", after-before)
		}

		// A scan without text and a PDF bomb fail with their reasons; a pasted resume next
		// to them is analyzed.
		res, resp = ann.upload(hiring, job, upload{"scan.pdf", extracttest.ScannedPDF()}, upload{"bomb.pdf", extracttest.BombPDF(60 << 20)})
		if res.StatusCode != 201 {
			t.Fatalf("scan and bomb: %d %v", res.StatusCode, resp)
		}
		if res, resp := ann.do("POST", "/api/services/"+hiring+"/documents", map[string]any{"text": strings.Join(extracttest.PartialResume, "\n"),
			"opening_id": job}); res.StatusCode != 201 || resp["documents"].([]any)[0].(map[string]any)["name"] != "Pasted resume" {
			t.Errorf("paste: %d %v", res.StatusCode, resp)
		}
		states := map[string]map[string]any{}
		for _, d := range ann.analyzed(hiring, "?opening_id="+job) {
			states[d["name"].(string)] = d
		}
		if d := states["scan.pdf"]; d["state"] != "no_text" || d["reason"] != lexa.NoTextReason {
			t.Errorf("scan: %v", d)
		}
		if d := states["bomb.pdf"]; d["state"] != "failed" || !strings.Contains(d["reason"].(string), "more than 50 MB") {
			t.Errorf("bomb: %v", d)
		}
		if d := states["Pasted resume"]; d["state"] != "done" || d["candidate"] != "Ben Okafor" {
			t.Errorf("pasted: %v", d)
		}
		if svc := ann.services()[0]; svc["usage_current"] != 4.0 {
			t.Errorf("usage counts only analyzed documents: %v", svc["usage_current"])
		}

		// Over the month's allowance: 402, naming the plan and the limit.
		s.exec(`UPDATE services SET usage_current = 999 WHERE id = ?`, hiring)
		res, resp = ann.upload(hiring, job, upload{"a.txt", []byte("Resume one")}, upload{"b.txt", []byte("Resume two")})
		if res.StatusCode != 402 || errorCode(resp) != "payment_required" ||
			errorMessage(resp) != "Your Professional plan includes 1,000 candidates screened a month; this service has used 999. Upgrade your plan to screen more." {
			t.Errorf("over the allowance: %d %v", res.StatusCode, resp)
		}
		payroll := ann.activeService("payroll", "Invoices")
		if res, resp := ann.upload(payroll, "", upload{"inv.pdf", pdfOf(extracttest.GoodInvoice)}); res.StatusCode != 402 ||
			errorMessage(resp) != "Your Professional plan does not include Payroll Automation. Upgrade your plan to use it." {
			t.Errorf("payroll on Professional: %d %v", res.StatusCode, resp)
		}

		// Paused: nothing is taken.
		ann.setStatus(hiring, "paused")
		if res, resp := ann.upload(hiring, job, upload{"a.txt", []byte("Resume")}); res.StatusCode != 409 || errorMessage(resp) != "Activate this service to analyse documents." {
			t.Errorf("paused: %d %v", res.StatusCode, resp)
		}

		// Deleting a document takes its file; deleting the job takes its candidates.
		if res, _ := ann.do("DELETE", "/api/services/"+hiring+"/documents/"+ana, nil); res.StatusCode != 204 {
			t.Errorf("delete: %d", res.StatusCode)
		}
		if res, _ := ann.do("GET", "/api/services/"+hiring+"/documents/"+ana+"/file", nil); res.StatusCode != 404 {
			t.Errorf("deleted file: %d", res.StatusCode)
		}
		if res, _ := ann.do("DELETE", "/api/services/"+hiring+"/openings/"+job, nil); res.StatusCode != 204 {
			t.Errorf("delete job: %d", res.StatusCode)
		}
		if n := s.count(`SELECT COUNT(*) FROM documents WHERE service_id = ?`, hiring); n != 0 {
			t.Errorf("%d documents left after their job was deleted", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM document_files`); n != 0 {
			t.Errorf("%d files left", n)
		}
	})
}

var shortlistHeader = []string{"rank", "candidate", "email", "phone", "file", "score", "verdict", "status", "strengths", "gaps",
	"recommendation", "note", "analysed_at"}

func TestInvoiceWorkspace(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("cara@example.com", "correct horse", true)
		cara := s.visitor("203.0.113.72")
		cara.signIn("cara@example.com", "correct horse")
		cara.subscribeTo("enterprise")
		books := cara.activeService("payroll", "Books")

		res, resp := cara.upload(books, "",
			upload{"northwind.pdf", pdfOf(extracttest.GoodInvoice)},
			upload{"bluebird.docx", docxOf(extracttest.WrongTotalInvoice)})
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		byVendor := map[string]map[string]any{}
		for _, d := range cara.analyzed(books, "") {
			inv, _ := d["invoice"].(map[string]any)
			if d["state"] != "done" || inv == nil || d["review"] != "pending" || d["opening_id"] != nil {
				t.Fatalf("not analyzed: %v", d)
			}
			byVendor[inv["vendor"].(string)] = d
		}
		good, wrong := byVendor["Northwind Office Supply"], byVendor["Bluebird Cleaning Co."]
		if good == nil || wrong == nil {
			t.Fatalf("vendors read: %v", byVendor)
		}
		gi, wi := good["invoice"].(map[string]any), wrong["invoice"].(map[string]any)
		if gi["checks_failed"] != 0.0 || gi["number"] != "NW-1042" || gi["total"].(map[string]any)["cents"] != 45252.0 {
			t.Errorf("good invoice: %v", gi)
		}
		sum := wi["reading"].(map[string]any)["sum"].(map[string]any)
		if wi["checks_failed"].(float64) < 1 || sum["status"] != "fail" || sum["difference"].(map[string]any)["cents"] != 10000.0 {
			t.Errorf("wrong total not caught: %v", wi)
		}

		// Flag with a note; approve the other; filter.
		wrongID, goodID := wrong["id"].(string), good["id"].(string)
		if res, resp := cara.do("PATCH", "/api/services/"+books+"/documents/"+wrongID, map[string]any{"review": "flagged"}); res.StatusCode != 400 ||
			fieldsOf(resp)["note"] != "Say why you flag this invoice." {
			t.Errorf("flag without a note: %d %v", res.StatusCode, resp)
		}
		if res, _ := cara.do("PATCH", "/api/services/"+books+"/documents/"+wrongID, map[string]any{"review": "flagged", "note": "Total is $100 too high"}); res.StatusCode != 200 {
			t.Errorf("flag: %d", res.StatusCode)
		}
		if res, _ := cara.do("PATCH", "/api/services/"+books+"/documents/"+goodID, map[string]any{"review": "approved"}); res.StatusCode != 200 {
			t.Errorf("approve: %d", res.StatusCode)
		}
		if got := cara.documents(books, "?review=flagged"); len(got) != 1 || got[0]["id"] != wrongID {
			t.Errorf("flagged: %v", got)
		}
		if got := cara.documents(books, "?vendor=NORTH"); len(got) != 1 || got[0]["id"] != goodID {
			t.Errorf("vendor filter: %v", got)
		}
		if got := cara.documents(books, "?vendor=%25"); len(got) != 0 {
			t.Errorf("a %% matches itself only: %v", got)
		}

		res, raw := cara.send("GET", "/api/services/"+books+"/documents/export.csv?review=approved", nil)
		rows, err := csv.NewReader(bytes.NewReader(raw)).ReadAll()
		want := []string{"Northwind Office Supply", "NW-1042", "2026-11-02", "2026-12-02", "USD", "419.00", "33.52", "452.52", "approved", "0", "", "northwind.pdf"}
		if res.StatusCode != 200 || err != nil || len(rows) != 2 || strings.Join(rows[0], ",") != "vendor,invoice_number,invoice_date,due_date,currency,subtotal,tax,total,status,checks_failed,note,file" ||
			strings.Join(rows[1], "|") != strings.Join(want, "|") {
			t.Errorf("CSV: %d %v %q", res.StatusCode, err, rows)
		}
		if n := s.count(`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND units = 1 AND minutes_saved = 15`, books); n != 2 {
			t.Errorf("%d usage events, want 2", n)
		}
		// A voice receptionist has no documents.
		voice := cara.activeService("voice-ai", "Desk")
		if res, resp := cara.upload(voice, "", upload{"a.txt", []byte("text")}); res.StatusCode != 404 || errorMessage(resp) != "This service has no documents." {
			t.Errorf("voice upload: %d %v", res.StatusCode, resp)
		}
	})
}

// exec changes the site's database behind its back (? placeholders).
func (s *accountSite) exec(query string, args ...any) {
	s.t.Helper()
	if err := s.db.ExecForTest(context.Background(), query, args...); err != nil {
		s.t.Fatalf("%s: %v", query, err)
	}
}
