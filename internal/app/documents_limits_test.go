package app

import (
	"bytes"
	"context"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptrace"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// Every stored file counts against the account's storage allowance, a failed one too:
// an upload past it is refused with 402 naming the plan and the limit, and deleting
// makes room again.
func TestDocumentStorageAllowance(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("sal@example.com", "correct horse", true)
		sal := s.visitor("203.0.113.92")
		sal.signIn("sal@example.com", "correct horse")
		sal.subscribeTo("professional")
		hiring := sal.activeService("recruitment", "Hiring")
		res, resp := sal.do("POST", "/api/services/"+hiring+"/openings", map[string]any{"title": "Engineer", "description": "Go and PostgreSQL."})
		if res.StatusCode != 201 {
			t.Fatalf("create job: %d %v", res.StatusCode, resp)
		}
		job := resp["opening"].(map[string]any)["id"].(string)
		res, resp = sal.upload(hiring, job, upload{"big.txt", []byte("Ana Ruiz\nGo engineer")})
		if res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		big := resp["documents"].([]any)[0].(map[string]any)["id"].(string)
		// As if it were a failed file of nearly 10 GB.
		s.exec(`UPDATE documents SET size_bytes = ?, state = 'failed', reason = 'Damaged.' WHERE id = ?`, int64(10<<30)-100, big)

		res, resp = sal.upload(hiring, job, upload{"more.txt", bytes.Repeat([]byte("a"), 200)})
		want := "Your Professional plan includes 10 GB of document storage; your documents take 10 GB and this upload 200 bytes. Delete documents or upgrade your plan to store more."
		if res.StatusCode != 402 || errorCode(resp) != "payment_required" || errorMessage(resp) != want {
			t.Errorf("past the storage allowance: %d %v", res.StatusCode, resp)
		}
		if res, resp := sal.upload(hiring, job, upload{"small.txt", []byte("Ben Okafor\nGo")}); res.StatusCode != 201 {
			t.Errorf("within it: %d %v", res.StatusCode, resp)
		}
		if res, _ := sal.send("DELETE", "/api/services/"+hiring+"/documents/"+big, nil); res.StatusCode != 204 {
			t.Fatalf("delete: %d", res.StatusCode)
		}
		if res, resp := sal.upload(hiring, job, upload{"more.txt", bytes.Repeat([]byte("a"), 200)}); res.StatusCode != 201 {
			t.Errorf("after deleting: %d %v", res.StatusCode, resp)
		}
	})
}

// heldUpload is an upload whose body waits: the server has taken its slot once it asks
// for the body (100 Continue), and the body goes when release is called.
type heldUpload struct {
	admitted chan struct{}       // closed when the server asks for the body
	release  func()              // sends the body
	done     chan *http.Response // the answer
}

// holdUpload starts an upload of one invoice that stops before its body.
func (v *visitor) holdUpload(t *testing.T, serviceID string) *heldUpload {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	w, _ := mw.CreateFormFile("file", "held.pdf")
	_, _ = w.Write(pdfOf(extracttest.GoodInvoice))
	_ = mw.Close()
	pr, pw := io.Pipe()
	h := &heldUpload{admitted: make(chan struct{}), done: make(chan *http.Response, 1)}
	h.release = func() {
		go func() {
			_, _ = pw.Write(body.Bytes())
			_ = pw.Close()
		}()
	}
	trace := &httptrace.ClientTrace{Got100Continue: func() { close(h.admitted) }}
	ctx, cancel := context.WithTimeout(httptrace.WithClientTrace(context.Background(), trace), time.Minute)
	req, err := http.NewRequestWithContext(ctx, "POST", v.s.base+"/api/services/"+serviceID+"/documents", pr)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Expect", "100-continue")
	req.Header.Set("X-Forwarded-For", v.ip)
	for _, c := range v.cookies {
		req.AddCookie(c)
	}
	// Its own connection, which waits for 100 Continue before sending the body.
	client := &http.Client{Transport: &http.Transport{ExpectContinueTimeout: time.Minute, DisableKeepAlives: true}}
	go func() {
		defer cancel()
		res, err := client.Do(req)
		if err != nil {
			t.Errorf("held upload: %v", err)
			h.done <- nil
			return
		}
		res.Body.Close()
		h.done <- res
	}()
	t.Cleanup(func() { _ = pw.Close() })
	return h
}

// An account has at most 4 uploads in progress at once: a fifth is refused with 429 and
// Retry-After while another account uploads; once they finish, uploads go again.
func TestAtMostFourUploadsAtOnce(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("ula@example.com", "correct horse", true)
		s.seedUser("vic@example.com", "correct horse", true)
		ula, vic := s.visitor("203.0.113.93"), s.visitor("203.0.113.94")
		ula.signIn("ula@example.com", "correct horse")
		vic.signIn("vic@example.com", "correct horse")
		ula.subscribeTo("enterprise")
		vic.subscribeTo("enterprise")
		books, vicBooks := ula.activeService("payroll", "Books"), vic.activeService("payroll", "Books")

		var held []*heldUpload
		for range 4 {
			h := ula.holdUpload(t, books)
			<-h.admitted
			held = append(held, h)
		}
		res, resp := ula.upload(books, "", upload{"fifth.pdf", pdfOf(extracttest.GoodInvoice)})
		if res.StatusCode != 429 || res.Header.Get("Retry-After") != "5" || errorCode(resp) != "rate_limited" ||
			errorMessage(resp) != "You have 4 uploads in progress. Wait for one to finish, then try again." {
			t.Errorf("a fifth upload at once: %d %v %v", res.StatusCode, res.Header, resp)
		}
		if res, resp := vic.upload(vicBooks, "", upload{"vic.pdf", pdfOf(extracttest.GoodInvoice)}); res.StatusCode != 201 {
			t.Errorf("another account's upload: %d %v", res.StatusCode, resp)
		}
		for _, h := range held {
			h.release()
			if res := <-h.done; res == nil || res.StatusCode != 201 {
				t.Errorf("held upload: %v", res)
			}
		}
		if res, resp := ula.upload(books, "", upload{"next.pdf", pdfOf(extracttest.GoodInvoice)}); res.StatusCode != 201 {
			t.Errorf("after the others finished: %d %v", res.StatusCode, resp)
		}
		// Too large stays 413: past ten files at an image's cap, refused on its declared length.
		huge := bytes.Repeat([]byte("a"), lexa.MaxDocumentsPerUpload*lexa.MaxImageBytes+2<<20)
		if res, _ := ula.send("POST", "/api/services/"+books+"/documents", bytes.NewReader(huge), "Content-Type", "multipart/form-data; boundary=x"); res.StatusCode != 413 {
			t.Errorf("an oversized body: %d", res.StatusCode)
		}
	})
}

// An upload's name loses the bidi and zero-width characters that disguise it.
func TestUploadNamesLoseBidiCharacters(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("wes@example.com", "correct horse", true)
		wes := s.visitor("203.0.113.95")
		wes.signIn("wes@example.com", "correct horse")
		wes.subscribeTo("enterprise")
		books := wes.activeService("payroll", "Books")
		res, resp := wes.upload(books, "", upload{"invoice\u202Etxt.exe\u2066\u200B.txt", []byte(strings.Join(extracttest.GoodInvoice, "\n"))})
		docs, _ := resp["documents"].([]any)
		if res.StatusCode != 201 || len(docs) != 1 || docs[0].(map[string]any)["name"] != "invoicetxt.exe.txt" {
			t.Errorf("upload: %d %v", res.StatusCode, resp)
		}
	})
}
