package auth

import (
	"context"
	"strings"
	"sync"
	"testing"
)

func TestHashAndVerify(t *testing.T) {
	ctx := context.Background()
	h := NewHasher()
	hash, err := h.Hash(ctx, "correct horse battery")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(hash, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash %q does not carry the configured parameters", hash)
	}
	if again, _ := h.Hash(ctx, "correct horse battery"); again == hash {
		t.Error("two hashes of one password are equal: no salt")
	}
	for password, want := range map[string]bool{"correct horse battery": true, "Correct horse battery": false, "": false} {
		if ok, err := h.Verify(ctx, password, hash); err != nil || ok != want {
			t.Errorf("Verify(%q) = %v, %v; want %v", password, ok, err, want)
		}
	}
}

func TestUnknownAccountIsNeverAMatch(t *testing.T) {
	h := NewHasher()
	if ok, err := h.Verify(context.Background(), "no such account", ""); err != nil || ok {
		t.Errorf("empty hash verified: %v %v", ok, err)
	}
}

func TestMalformedHashIsAnError(t *testing.T) {
	h := NewHasher()
	for _, bad := range []string{"plain", "$argon2i$v=19$m=1,t=1,p=1$AA$AA", "$argon2id$v=19$m=x$AA$AA", "$argon2id$v=19$m=1,t=1,p=1$!!$AA"} {
		if _, err := h.Verify(context.Background(), "x", bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// Hashes beyond the number of CPUs wait; a request that gives up stops waiting.
func TestConcurrencyIsBounded(t *testing.T) {
	h := NewHasher()
	for range cap(h.slots) {
		h.slots <- struct{}{}
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() {
		if _, err := h.Hash(ctx, "x"); err == nil {
			t.Error("hash ran although every slot was taken")
		}
	})
	cancel()
	wg.Wait()
}
