// Package secrets seals the secrets a customer gives Lexa (a telephony provider's auth
// token) for storage: AES-256-GCM under the operator's SECRETS_KEY, a fresh random nonce
// per value, so the database alone never reveals them.
package secrets

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// KeySize is the length of a key: AES-256.
const KeySize = 32

// Box seals and opens values with one key.
type Box struct {
	aead cipher.AEAD
}

// New returns a box for a KeySize-byte key.
func New(key []byte) (*Box, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("secrets: the key must be %d bytes, not %d", KeySize, len(key))
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	return &Box{aead: aead}, nil
}

// sealedPrefix names the format of a sealed value, so a later key or cipher can be told apart.
const sealedPrefix = "v1:"

// Seal encrypts plain; the result (text, safe for a TEXT column) holds the nonce.
func (b *Box) Seal(plain string) (string, error) {
	nonce := make([]byte, b.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", fmt.Errorf("secrets: %w", err)
	}
	sealed := b.aead.Seal(nonce, nonce, []byte(plain), nil)
	return sealedPrefix + base64.StdEncoding.EncodeToString(sealed), nil
}

// ErrCannotOpen is a sealed value this key did not seal, or one changed since.
var ErrCannotOpen = errors.New("secrets: the value cannot be opened with this key (SECRETS_KEY changed?)")

// Open decrypts a value Seal made with the same key.
func (b *Box) Open(sealed string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(sealed, sealedPrefix))
	if err != nil || !strings.HasPrefix(sealed, sealedPrefix) || len(raw) < b.aead.NonceSize() {
		return "", ErrCannotOpen
	}
	n := b.aead.NonceSize()
	plain, err := b.aead.Open(nil, raw[:n], raw[n:], nil)
	if err != nil {
		return "", ErrCannotOpen
	}
	return string(plain), nil
}

// ParseKey reads a key written as standard base64 (`openssl rand -base64 32`).
func ParseKey(s string) ([]byte, error) {
	key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(s))
	if err != nil {
		return nil, errors.New("must be base64 (e.g. the output of `openssl rand -base64 32`)")
	}
	if len(key) != KeySize {
		return nil, fmt.Errorf("must be %d bytes once decoded, not %d", KeySize, len(key))
	}
	return key, nil
}

// LoadOrCreateKeyFile reads the key in the file at path, or, when there is none, makes a
// new random key and writes it there (mode 0600, created exclusively: two processes
// starting at once both end up with the one written first). created says it was made now.
func LoadOrCreateKeyFile(path string) (key []byte, created bool, err error) {
	if raw, err := os.ReadFile(path); err == nil {
		key, err := ParseKey(string(raw))
		if err != nil {
			return nil, false, fmt.Errorf("secrets key file %s: %w", path, err)
		}
		return key, false, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, false, fmt.Errorf("secrets key file: %w", err)
	}
	key = make([]byte, KeySize)
	if _, err := rand.Read(key); err != nil {
		return nil, false, fmt.Errorf("secrets key file: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, false, fmt.Errorf("secrets key file: %w", err)
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		key, _, err := LoadOrCreateKeyFile(path)
		return key, false, err
	}
	if err != nil {
		return nil, false, fmt.Errorf("secrets key file: %w", err)
	}
	_, err = f.WriteString(base64.StdEncoding.EncodeToString(key) + "\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(path)
		return nil, false, fmt.Errorf("secrets key file: %w", err)
	}
	return key, true, nil
}
