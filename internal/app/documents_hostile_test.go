package app

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"lexa/internal/extract/extracttest"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// A file that spins its reader (the review's self-referencing page tree) fails with a
// reason when the reading's clock runs out, once, without a retry; meanwhile another
// account's invoice is analysed, and the server goes on (decision 0054).
func TestHostileDocumentHoldsUpNoOtherAccount(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, map[string]string{"DOCUMENT_TIMEOUT": "20s"})
		s.seedUser("mallory@example.com", "correct horse", true)
		s.seedUser("dana@example.com", "correct horse", true)
		mallory, dana := s.visitor("203.0.113.80"), s.visitor("203.0.113.81")
		mallory.signIn("mallory@example.com", "correct horse")
		dana.signIn("dana@example.com", "correct horse")
		mallory.subscribeTo("enterprise")
		dana.subscribeTo("enterprise")
		spun, books := mallory.activeService("payroll", "Spun"), dana.activeService("payroll", "Books")

		if res, resp := mallory.upload(spun, "", upload{"loop.pdf", extracttest.SelfReferencingPDF()}); res.StatusCode != 201 {
			t.Fatalf("hostile upload: %d %v", res.StatusCode, resp)
		}
		waittest.Eventually(t, 20*time.Second, func() error {
			if st := mallory.documents(spun, "")[0]["state"]; st != "analysing" {
				return fmt.Errorf("the hostile file is %v, not yet analysing", st)
			}
			return nil
		})
		if res, resp := dana.upload(books, "", upload{"northwind.pdf", pdfOf(extracttest.GoodInvoice)}); res.StatusCode != 201 {
			t.Fatalf("upload: %d %v", res.StatusCode, resp)
		}
		done := dana.analyzed(books, "")
		if done[0]["state"] != "done" {
			t.Fatalf("the other account's invoice: %v", done[0])
		}
		if st := mallory.documents(spun, "")[0]["state"]; st != "analysing" {
			t.Errorf("the hostile file was %v when the other account's invoice was done; want it still being read", st)
		}

		var hostile map[string]any
		waittest.Eventually(t, 90*time.Second, func() error {
			hostile = mallory.documents(spun, "")[0]
			if hostile["state"] == "analysing" || hostile["state"] == "queued" {
				return fmt.Errorf("still %v", hostile["state"])
			}
			return nil
		})
		if hostile["state"] != "failed" || !strings.HasPrefix(hostile["reason"].(string), "This file could not be read safely: it takes longer than 20 seconds") {
			t.Errorf("hostile file: %v", hostile)
		}
		if n := s.count(`SELECT attempts FROM jobs WHERE id = (SELECT job_id FROM documents WHERE name = 'loop.pdf')`); n != 1 {
			t.Errorf("the hostile file was tried %d times, want once", n)
		}
	})
}
