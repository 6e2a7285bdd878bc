package store

import (
	"sync"
)

// servicesCache keeps the services list each user was last sent, as JSON, with the
// services_version it was read at. The dashboard asks for the same list over and over
// and building it is most of the request's cost; reading one number tells whether the
// kept copy is still the stored one. Every change to a user's services changes that
// number in the same transaction (a trigger, migration 00008), so a copy is never served
// after a change was committed, on any instance.
type servicesCache struct {
	mu      sync.Mutex
	entries map[string]cachedServices // by user id
	bytes   int                       // of all the lists kept
}

type cachedServices struct {
	version int64
	month   string // usage_current counts the calls of this month only
	json    []byte
}

// maxCachedBytes bounds the memory the kept lists take: 800 lists of 50 services.
const maxCachedBytes = 8 << 20

func newServicesCache() *servicesCache {
	return &servicesCache{entries: map[string]cachedServices{}}
}

// get returns the kept list when it was read at version in month.
func (c *servicesCache) get(userID string, version int64, month string) ([]byte, bool) {
	c.mu.Lock()
	e, ok := c.entries[userID]
	c.mu.Unlock()
	if !ok || e.version != version || e.month != month {
		return nil, false
	}
	return e.json, true
}

// put keeps a list read at version (or later: the list is read after the version, so it
// can only be newer, never older, than the number says).
func (c *servicesCache) put(userID string, version int64, month string, list []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.drop(userID)
	for id := range c.entries { // any ones: a list is cheap to build again
		if c.bytes+len(list) <= maxCachedBytes {
			break
		}
		c.drop(id)
	}
	c.entries[userID] = cachedServices{version: version, month: month, json: list}
	c.bytes += len(list)
}

func (c *servicesCache) drop(userID string) {
	c.bytes -= len(c.entries[userID].json)
	delete(c.entries, userID)
}
