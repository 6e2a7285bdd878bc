//go:build cluster

package cluster_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"lexa/internal/httpapi/ssetest"
)

// liveWithin is the promise: a report shows on an open page within 2 s, also when
// another instance took it.
const liveWithin = 2 * time.Second

// live: a live-updates stream open on one instance hears of a usage report that another
// instance took, within 2 s. Both are addressed directly, not through nginx, so the report
// surely reaches the other one.
func (s *suite) live(t *testing.T) {
	if s.signedIn == nil {
		t.Skip("needs the account of the session check")
	}
	v := s.signedIn
	r := v.call("POST", "/api/services", map[string]string{"service_type": "voice-ai", "service_name": "Cluster voice"}, "cluster-live-service")
	service, _ := r.body["service"].(map[string]any)
	id, _ := service["id"].(string)
	if r.status != http.StatusCreated || id == "" {
		t.Fatalf("create a service: %d %v", r.status, r.body)
	}
	if r := v.call("PATCH", "/api/services/"+id, map[string]string{"status": "active"}, "cluster-live-activate"); r.status != http.StatusOK {
		t.Fatalf("activate it: %d %v", r.status, r.body)
	}
	r = v.call("POST", "/api/services/"+id+"/keys", nil, "cluster-live-key")
	secret, _ := r.body["secret"].(string)
	if r.status != http.StatusCreated || secret == "" {
		t.Fatalf("create an API key: %d %v", r.status, r.body)
	}

	instances := s.c.Instances()
	listener, reporter := instances[0], instances[1]
	req, err := http.NewRequest("GET", "http://"+listener.Addr+"/api/events", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("X-Forwarded-For", v.ip)
	// The visitor's cookies (the jar does not tell ports apart), without its client's
	// timeout: a stream stays open.
	res, err := (&http.Client{Jar: v.client.Jar}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		res.Body.Close()
		t.Fatalf("GET /api/events on instance %d: %d", listener.Index, res.StatusCode)
	}
	stream := ssetest.Read(t, res)
	stream.WantOpen()

	body, _ := json.Marshal(map[string]any{"idempotency_key": "cluster-live-1", "calls": 5})
	rep, err := http.NewRequest("POST", "http://"+reporter.Addr+"/api/v1/usage", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	rep.Header.Set("Authorization", "Bearer "+secret)
	rep.Header.Set("Content-Type", "application/json")
	rep.Header.Set("X-Forwarded-For", "198.51.100.91")
	answer, err := http.DefaultClient.Do(rep)
	if err != nil {
		t.Fatal(err)
	}
	answer.Body.Close()
	if answer.StatusCode != http.StatusCreated {
		t.Fatalf("usage report to instance %d: %d", reporter.Index, answer.StatusCode)
	}
	stream.WantUsageWithin(id, liveWithin)
}
