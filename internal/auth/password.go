// Package auth holds the cryptography of accounts: password hashing and the one-time and
// session tokens' formats. It knows nothing of HTTP or the database.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"golang.org/x/crypto/argon2"
)

// Argon2id parameters (DESIGN.md section 7, OWASP's second recommended set):
// 19 MiB of memory, two passes, one lane.
const (
	argonTime    = 2
	argonMemory  = 19 * 1024 // KiB
	argonThreads = 1
	argonKeyLen  = 32
	argonSaltLen = 16
)

// Hasher hashes and checks passwords with argon2id. Each hash takes 19 MiB for tens of
// milliseconds, so at most one hash per CPU runs at a time; the others wait their turn
// (or give up with their request's context) instead of exhausting memory under a flood.
type Hasher struct {
	slots chan struct{}
	dummy string // a real hash of nothing, checked when an e-mail is unknown
}

// NewHasher returns a Hasher allowing one concurrent hash per CPU.
func NewHasher() *Hasher {
	h := &Hasher{slots: make(chan struct{}, runtime.NumCPU())}
	salt := make([]byte, argonSaltLen)
	_, _ = rand.Read(salt)
	h.dummy = encode(salt, argon2.IDKey([]byte("no such account"), salt, argonTime, argonMemory, argonThreads, argonKeyLen))
	return h
}

func (h *Hasher) acquire(ctx context.Context) error {
	select {
	case h.slots <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (h *Hasher) release() { <-h.slots }

// Hash returns the encoded argon2id hash of password (PHC string format).
func (h *Hasher) Hash(ctx context.Context, password string) (string, error) {
	if err := h.acquire(ctx); err != nil {
		return "", err
	}
	defer h.release()
	salt := make([]byte, argonSaltLen)
	_, _ = rand.Read(salt) // crypto/rand.Read never fails
	return encode(salt, argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)), nil
}

// Verify tells whether password matches encoded. An empty encoded (an unknown e-mail, or
// an account without a password) is checked against a dummy hash, so the answer takes
// as long as for a real account and reveals nothing.
func (h *Hasher) Verify(ctx context.Context, password, encoded string) (bool, error) {
	known := encoded != ""
	if !known {
		encoded = h.dummy
	}
	salt, want, t, m, p, err := decode(encoded)
	if err != nil {
		return false, err
	}
	if err := h.acquire(ctx); err != nil {
		return false, err
	}
	defer h.release()
	got := argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(want)))
	return known && subtle.ConstantTimeCompare(got, want) == 1, nil
}

var b64 = base64.RawStdEncoding

func encode(salt, key []byte) string {
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, argonMemory, argonTime, argonThreads, b64.EncodeToString(salt), b64.EncodeToString(key))
}

var errBadHash = errors.New("password hash: not an argon2id hash of this format")

func decode(encoded string) (salt, key []byte, t, m uint32, p uint8, err error) {
	parts := strings.Split(encoded, "$")
	if len(parts) != 6 || parts[1] != "argon2id" || parts[2] != fmt.Sprintf("v=%d", argon2.Version) {
		return nil, nil, 0, 0, 0, errBadHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil || t == 0 || m == 0 || p == 0 {
		return nil, nil, 0, 0, 0, errBadHash
	}
	if salt, err = b64.DecodeString(parts[4]); err != nil {
		return nil, nil, 0, 0, 0, errBadHash
	}
	if key, err = b64.DecodeString(parts[5]); err != nil || len(key) == 0 {
		return nil, nil, 0, 0, 0, errBadHash
	}
	return salt, key, t, m, p, nil
}
