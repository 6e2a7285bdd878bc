package store

import (
	"sync"
	"time"

	"lexa/internal/lexa"
)

// sessionCache keeps the sessions looked up in the last sessionCacheFor, with their users,
// by token hash. A page asks several things at once (the dashboard: the session, the
// services and the metrics), each with the session cookie, and looking the session up
// was most of a small signed-in request's time.
//
// A kept session must never outlive its end by more than an instant, on any instance:
//   - A change that ends sessions (sign-out, a password changed or reset, a Google
//     account linked, the account deleted) announces a LiveSessionEnded event. The
//     instance that commits it forgets that user's sessions before it answers (committed);
//     on PostgreSQL every other instance hears the event moments later (listenLive) and
//     forgets them too, and forgets every session when it may have missed events.
//   - Whatever else happens (an event lost with the listening connection), a kept session
//     is read again after sessionCacheFor.
//   - A lookup that began before a forget does not keep what it read (gen).
//
// The name and avatar the session's answer shows are kept the same way, by user: a change
// of profile forgets them where it is made; another instance may show the old ones for up
// to sessionCacheFor (no live event announces a profile change).
type sessionCache struct {
	mu      sync.Mutex
	entries map[string]cachedSession // by token hash
	names   map[string]cachedName    // by user id
	gen     uint64                   // raised by every forget
}

type cachedName struct {
	fullName, avatarURL string
	readAt              time.Time
}

type cachedSession struct {
	user   lexa.User
	sess   lexa.Session
	readAt time.Time
}

const (
	// sessionCacheFor is how long a looked-up session is used without reading it again.
	sessionCacheFor = time.Second
	// maxCachedSessions bounds the memory (about half a kilobyte a session).
	maxCachedSessions = 8192
)

func newSessionCache() *sessionCache {
	return &sessionCache{entries: map[string]cachedSession{}, names: map[string]cachedName{}}
}

// get returns the session kept for hash if it was read less than sessionCacheFor ago and
// is still live at now (not expired, used within idle).
func (c *sessionCache) get(hash string, now time.Time, idle time.Duration) (lexa.User, lexa.Session, bool) {
	c.mu.Lock()
	e, ok := c.entries[hash]
	c.mu.Unlock()
	if !ok || now.Sub(e.readAt) >= sessionCacheFor || now.Before(e.readAt) ||
		!now.Before(e.sess.ExpiresAt) || !e.sess.LastSeen.After(now.Add(-idle)) {
		return lexa.User{}, lexa.Session{}, false
	}
	return e.user, e.sess, true
}

// generation is taken before a lookup and handed to put with its result.
func (c *sessionCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// put keeps a session read at readAt, unless something was forgotten since gen.
func (c *sessionCache) put(hash string, gen uint64, u lexa.User, s lexa.Session, readAt time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if _, ok := c.entries[hash]; !ok && len(c.entries) >= maxCachedSessions {
		for h := range c.entries { // any one: it is read again when next used
			delete(c.entries, h)
			break
		}
	}
	c.entries[hash] = cachedSession{user: u, sess: s, readAt: readAt}
}

// name returns the name and avatar kept for userID if read less than sessionCacheFor ago.
func (c *sessionCache) name(userID string, now time.Time) (fullName, avatarURL string, ok bool) {
	c.mu.Lock()
	e, ok := c.names[userID]
	c.mu.Unlock()
	if !ok || now.Sub(e.readAt) >= sessionCacheFor || now.Before(e.readAt) {
		return "", "", false
	}
	return e.fullName, e.avatarURL, true
}

// putName keeps a user's name and avatar read at readAt, unless something was forgotten
// since gen.
func (c *sessionCache) putName(userID string, gen uint64, fullName, avatarURL string, readAt time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if _, ok := c.names[userID]; !ok && len(c.names) >= maxCachedSessions {
		for id := range c.names { // any one: it is read again when next used
			delete(c.names, id)
			break
		}
	}
	c.names[userID] = cachedName{fullName: fullName, avatarURL: avatarURL, readAt: readAt}
}

// forgetToken forgets one session.
func (c *sessionCache) forgetToken(hash string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	delete(c.entries, hash)
}

// forgetUser forgets every session of a user, and their name and avatar.
func (c *sessionCache) forgetUser(userID string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	delete(c.names, userID)
	for h, e := range c.entries {
		if e.user.ID == userID {
			delete(c.entries, h)
		}
	}
}

// forgetAll forgets every session (events may have been missed).
func (c *sessionCache) forgetAll() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.entries)
	clear(c.names)
}

// forgetSessionsOf acts on the live events that concern kept sessions.
func (c *sessionCache) forgetSessionsOf(evs ...lexa.LiveEvent) {
	for _, ev := range evs {
		switch ev.Kind {
		case lexa.LiveSessionEnded:
			c.forgetUser(ev.UserID)
		case lexa.LiveResync:
			c.forgetAll()
		}
	}
}
