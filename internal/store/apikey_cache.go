package store

import (
	"sync"

	"lexa/internal/lexa"
)

// apiKeyCache keeps the keys that sent usage reports, by the hash of their secret, so a
// report does not look its key up again: that lookup was a tenth of a report's cost. A
// kept key is only a claim: the transaction that writes a report checks the key is still
// in use (insertUsage), so a key revoked on any instance writes nothing from then on, and
// the refusal drops it from here.
type apiKeyCache struct {
	mu   sync.Mutex
	keys map[string]lexa.APIKey // by secret hash
}

// maxCachedKeys bounds the memory (a few hundred bytes a key).
const maxCachedKeys = 4096

func newAPIKeyCache() *apiKeyCache { return &apiKeyCache{keys: map[string]lexa.APIKey{}} }

func (c *apiKeyCache) get(hash string) (lexa.APIKey, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	k, ok := c.keys[hash]
	return k, ok
}

func (c *apiKeyCache) put(hash string, k lexa.APIKey) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.keys[hash]; !ok && len(c.keys) >= maxCachedKeys {
		for h := range c.keys { // any one: it is looked up again when next used
			delete(c.keys, h)
			break
		}
	}
	c.keys[hash] = k
}

// drop forgets the key with this id (revoked, or refused by a write).
func (c *apiKeyCache) drop(keyID string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for h, k := range c.keys {
		if k.ID == keyID {
			delete(c.keys, h)
		}
	}
}
