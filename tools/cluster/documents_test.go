//go:build cluster

package cluster_test

import (
	"bytes"
	"fmt"
	"mime/multipart"
	"net/http"
	"testing"

	"lexa/internal/extract/extracttest"
)

// documents: resumes uploaded through nginx are each analyzed once, though three
// instances run job workers on the one jobs table: every job done on its first attempt,
// every document done, one usage event each.
func (s *suite) documents(t *testing.T) {
	if s.signedIn == nil {
		t.Skip("needs the account of the session check")
	}
	v := s.signedIn
	r := v.call("POST", "/api/services", map[string]string{"service_type": "recruitment", "service_name": "Cluster hiring"}, "cluster-docs-service")
	service, _ := r.body["service"].(map[string]any)
	id, _ := service["id"].(string)
	if r.status != http.StatusCreated || id == "" {
		t.Fatalf("create a service: %d %v", r.status, r.body)
	}
	if r := v.call("PATCH", "/api/services/"+id, map[string]string{"status": "active"}, "cluster-docs-activate"); r.status != http.StatusOK {
		t.Fatalf("activate it: %d %v", r.status, r.body)
	}
	// The plan as a subscription would set it; the checkout itself is the billing checks'.
	if _, err := s.db.ExecContext(t.Context(), `UPDATE profiles SET subscription_tier = 'enterprise' WHERE id = $1`, s.userID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.ExecContext(t.Context(), `UPDATE services SET usage_included = TRUE, usage_limit = 0 WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	r = v.call("POST", "/api/services/"+id+"/openings", map[string]any{"title": extracttest.JobTitle, "description": extracttest.JobDescription,
		"must_have": extracttest.JobMustHave}, "cluster-docs-opening")
	opening, _ := r.body["opening"].(map[string]any)
	if r.status != http.StatusCreated || opening == nil {
		t.Fatalf("create a job: %d %v", r.status, r.body)
	}
	resumes := [][]string{extracttest.StrongResume, extracttest.PartialResume, extracttest.WeakResume}
	const batches, perBatch = 3, 3
	for batch := range batches {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		_ = mw.WriteField("opening_id", opening["id"].(string))
		for i := range perBatch {
			w, _ := mw.CreateFormFile("file", fmt.Sprintf("resume-%d-%d.pdf", batch, i))
			_, _ = w.Write(extracttest.PDF(resumes[i]...))
		}
		_ = mw.Close()
		r := v.call("POST", "/api/services/"+id+"/documents", body.Bytes(), fmt.Sprintf("cluster-docs-upload-%d", batch),
			"Content-Type", mw.FormDataContentType())
		if r.status != http.StatusCreated {
			t.Fatalf("upload %d: %d %v", batch, r.status, r.body)
		}
	}
	n := batches * perBatch
	s.waitFor(t, "documents analyzed", n, `SELECT COUNT(*) FROM documents WHERE service_id = $1 AND state = 'done'`, id)
	// A job is marked done just after its document (the analysis, then the job's record):
	// counted at once, the last one could still read running.
	s.waitFor(t, "jobs done", n, `SELECT COUNT(*) FROM jobs WHERE service_id = $1 AND status = 'done'`, id)
	if got := s.count(t, `SELECT COUNT(*) FROM jobs WHERE service_id = $1 AND status = 'done' AND attempts = 1`, id); got != n {
		t.Errorf("%d of %d jobs done on their first attempt", got, n)
	}
	if got := s.count(t, `SELECT COUNT(*) FROM usage_events WHERE service_id = $1`, id); got != n {
		t.Errorf("%d usage events for %d documents", got, n)
	}
	if got := s.count(t, `SELECT usage_current FROM services WHERE id = $1`, id); got != n {
		t.Errorf("usage_current %d, want %d", got, n)
	}
	workers := s.count(t, `SELECT COUNT(DISTINCT locked_by) FROM jobs WHERE service_id = $1`, id)
	t.Logf("%d documents analyzed by %d instances' workers", n, workers)
}
