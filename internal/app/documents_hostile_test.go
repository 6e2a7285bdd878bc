package app

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// The review's self-referencing page tree fails its document with a reason, at its
// first attempt, and the server goes on (decision 0054).
func TestSelfReferencingPDFFailsWithAReason(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.seedUser("mallory@example.com", "correct horse", true)
		mallory := s.visitor("203.0.113.80")
		mallory.signIn("mallory@example.com", "correct horse")
		mallory.subscribeTo("enterprise")
		books := mallory.activeService("payroll", "Books")
		if res, resp := mallory.upload(books, "", upload{"loop.pdf", extracttest.SelfReferencingPDF()},
			upload{"northwind.pdf", pdfOf(extracttest.GoodInvoice)}); res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		byName := map[string]map[string]any{}
		for _, d := range mallory.analyzed(books, "") {
			byName[d["name"].(string)] = d
		}
		if d := byName["loop.pdf"]; d["state"] != "failed" || d["reason"] != "The file could not be read: its structure is damaged." {
			t.Errorf("self-referencing PDF: %v", d)
		}
		if d := byName["northwind.pdf"]; d["state"] != "done" {
			t.Errorf("the invoice beside it: %v", d)
		}
		if n := s.count(`SELECT attempts FROM jobs WHERE id = (SELECT job_id FROM documents WHERE name = 'loop.pdf')`); n != 1 {
			t.Errorf("the hostile file was tried %d times, want once", n)
		}
	})
}

// One account's document that takes its reader a long time holds up no other
// account's: the two job workers take them side by side, and an account has one job
// running at a time (decision 0054). The slow reading is held back by the test until
// the other account's invoice is done; a worker that could not take it would time out.
func TestSlowDocumentHoldsUpNoOtherAccount(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		marker := []byte("Slowpoke Supplies")
		release := make(chan struct{})
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
		s.seedUser("slow@example.com", "correct horse", true)
		s.seedUser("dana@example.com", "correct horse", true)
		slow, dana := s.visitor("203.0.113.80"), s.visitor("203.0.113.81")
		slow.signIn("slow@example.com", "correct horse")
		dana.signIn("dana@example.com", "correct horse")
		slow.subscribeTo("enterprise")
		dana.subscribeTo("enterprise")
		spun, books := slow.activeService("payroll", "Spun"), dana.activeService("payroll", "Books")

		slowInvoice := append([]string{"Slowpoke Supplies"}, extracttest.GoodInvoice[1:]...)
		if res, resp := slow.upload(spun, "", upload{"slow.txt", []byte(strings.Join(slowInvoice, "\n"))}); res.StatusCode != 201 {
			t.Fatalf("slow upload: %d %v", res.StatusCode, resp)
		}
		waittest.Eventually(t, 20*time.Second, func() error {
			if st := slow.documents(spun, "")[0]["state"]; st != "analysing" {
				return fmt.Errorf("the slow file is %v, not yet being read", st)
			}
			return nil
		})
		if res, resp := slow.upload(spun, "", upload{"second.pdf", pdfOf(extracttest.GoodInvoice)}); res.StatusCode != 201 {
			t.Fatalf("second upload: %d %v", res.StatusCode, resp)
		}
		if res, resp := dana.upload(books, "", upload{"northwind.pdf", pdfOf(extracttest.GoodInvoice)}); res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		if done := dana.analyzed(books, ""); done[0]["state"] != "done" {
			t.Fatalf("the other account's invoice: %v", done[0])
		}
		states := map[string]any{}
		for _, d := range slow.documents(spun, "") {
			states[d["name"].(string)] = d["state"]
		}
		if states["slow.txt"] != "analysing" || states["second.pdf"] != "queued" {
			t.Errorf("the slow account's documents: %v; want the slow one still read and the next waiting its turn", states)
		}
		close(release)
		for _, d := range slow.analyzed(spun, "") {
			if d["state"] != "done" {
				t.Errorf("after the slow one: %v", d)
			}
		}
	})
}
