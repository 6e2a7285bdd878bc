//go:build cluster

package cluster_test

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// failover: with one instance killed (SIGKILL, as a crash), nginx skips it and every
// request still succeeds; restarted on its address, it serves again. This is the
// harness's kill and restart, and nginx's proxy_next_upstream, that the fault tests and
// the load benchmark build on.
func (s *suite) failover(t *testing.T) {
	victim := s.c.Instances()[0]
	addr := victim.Addr
	if err := victim.Kill(); err != nil {
		t.Fatal(err)
	}
	if victim.Running() {
		t.Fatal("the killed instance still runs")
	}
	v := newVisitor(t, s.c, "192.0.2.5")
	reqs := ids("killed", 9)
	for _, id := range reqs {
		if r := v.call("GET", "/readyz", nil, id); r.status != 200 {
			t.Errorf("%s with instance 0 dead: %d", id, r.status)
		}
	}
	if served := servedBy(t, s.c, reqs); slices.Contains(served, victim.Index) {
		t.Errorf("the dead instance is said to have served a request: %v", served)
	}

	if err := victim.Restart(t.Context()); err != nil {
		t.Fatal(err)
	}
	if victim.Addr != addr || !victim.Running() {
		t.Fatalf("restarted on %s (running %v), want %s", victim.Addr, victim.Running(), addr)
	}
	// nginx tries a failed server again after fail_timeout (2 s).
	for i, deadline := 0, time.Now().Add(10*time.Second); ; i++ {
		id := fmt.Sprintf("cluster-rejoin-%02d", i)
		if r := v.call("GET", "/readyz", nil, id); r.status != 200 {
			t.Fatalf("%s: %d", id, r.status)
		}
		if served := servedBy(t, s.c, []string{id}); served[0] == victim.Index {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the restarted instance served nothing within 10 s")
		}
		time.Sleep(100 * time.Millisecond)
	}
}
