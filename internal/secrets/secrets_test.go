package secrets

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSealOpen(t *testing.T) {
	key := bytes.Repeat([]byte{7}, KeySize)
	b, err := New(key)
	if err != nil {
		t.Fatal(err)
	}
	s1, err := b.Seal("0123456789abcdef0123456789abcdef")
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := b.Seal("0123456789abcdef0123456789abcdef")
	if s1 == s2 || strings.Contains(s1, "0123456789abcdef") {
		t.Fatalf("sealed values must differ and hide the plain text: %q %q", s1, s2)
	}
	if got, err := b.Open(s1); err != nil || got != "0123456789abcdef0123456789abcdef" {
		t.Fatalf("Open = %q, %v", got, err)
	}
	other, _ := New(bytes.Repeat([]byte{8}, KeySize))
	if _, err := other.Open(s1); err != ErrCannotOpen {
		t.Fatalf("another key opened it: %v", err)
	}
	tampered := s1[:len(s1)-4] + "AAA="
	if _, err := b.Open(tampered); err != ErrCannotOpen {
		t.Fatalf("a changed value opened: %v", err)
	}
	if _, err := New([]byte("short")); err == nil {
		t.Fatal("a short key was accepted")
	}
}

func TestParseKey(t *testing.T) {
	if _, err := ParseKey("AAAA"); err == nil {
		t.Fatal("a 3-byte key was accepted")
	}
	if _, err := ParseKey("not base64!"); err == nil {
		t.Fatal("non-base64 accepted")
	}
	if k, err := ParseKey("BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc="); err != nil || len(k) != KeySize {
		t.Fatalf("ParseKey = %v, %v", k, err)
	}
}

func TestLoadOrCreateKeyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data", "secrets.key")
	k1, created, err := LoadOrCreateKeyFile(path)
	if err != nil || !created || len(k1) != KeySize {
		t.Fatalf("first = %v, %v, %v", k1, created, err)
	}
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("mode = %v, %v", st.Mode(), err)
	}
	k2, created, err := LoadOrCreateKeyFile(path)
	if err != nil || created || !bytes.Equal(k1, k2) {
		t.Fatalf("second = %v, %v, %v", k2, created, err)
	}
}
