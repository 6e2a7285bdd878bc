package store

import (
	"testing"
	"time"

	"lexa/internal/lexa"
)

// A lookup that read a session before it was forgotten does not keep what it read: the
// sign-out committed between the read and the keeping would otherwise be undone for a
// second.
func TestSessionCacheKeepsNothingReadBeforeAForget(t *testing.T) {
	c := newSessionCache()
	now := time.Date(2026, 1, 5, 14, 0, 0, 0, time.UTC)
	u := lexa.User{ID: "u1"}
	s := lexa.Session{UserID: "u1", LastSeen: now, ExpiresAt: now.Add(time.Hour)}

	gen := c.generation()
	c.forgetUser("u1") // the sign-out, between the read and the put
	c.put("h", gen, u, s, now)
	if _, _, ok := c.get("h", now, time.Hour); ok {
		t.Error("kept a session read before it was forgotten")
	}

	c.put("h", c.generation(), u, s, now)
	if _, _, ok := c.get("h", now.Add(999*time.Millisecond), time.Hour); !ok {
		t.Error("a session read just now is not kept")
	}
	for name, at := range map[string]time.Time{"a second later": now.Add(time.Second), "before it was read": now.Add(-time.Millisecond)} {
		if _, _, ok := c.get("h", at, time.Hour); ok {
			t.Errorf("%s: still kept", name)
		}
	}
	if _, _, ok := c.get("h", now.Add(time.Millisecond), time.Millisecond); ok {
		t.Error("kept past the idle timeout")
	}
	c.forgetSessionsOf(lexa.LiveEvent{Kind: lexa.LiveUsage, UserID: "u1"})
	if _, _, ok := c.get("h", now, time.Hour); !ok {
		t.Error("a usage event forgot the session")
	}
	c.forgetSessionsOf(lexa.LiveEvent{Kind: lexa.LiveSessionEnded, UserID: "u1"})
	if _, _, ok := c.get("h", now, time.Hour); ok {
		t.Error("still kept after its user's sessions ended")
	}
}

// A user's name and avatar are kept like their sessions, and forgotten with them.
func TestSessionCacheKeepsNamesForASecond(t *testing.T) {
	c := newSessionCache()
	now := time.Date(2026, 1, 5, 14, 0, 0, 0, time.UTC)
	gen := c.generation()
	c.forgetUser("u1") // a profile change between the read and the put
	c.putName("u1", gen, "Old Name", "", now)
	if _, _, ok := c.name("u1", now); ok {
		t.Error("kept a name read before it was forgotten")
	}
	c.putName("u1", c.generation(), "Ann", "https://example.com/a.png", now)
	if name, avatar, ok := c.name("u1", now.Add(999*time.Millisecond)); !ok || name != "Ann" || avatar != "https://example.com/a.png" {
		t.Errorf("kept: %q %q %v", name, avatar, ok)
	}
	if _, _, ok := c.name("u1", now.Add(time.Second)); ok {
		t.Error("still kept a second later")
	}
	c.forgetSessionsOf(lexa.LiveEvent{Kind: lexa.LiveSessionEnded, UserID: "u1"})
	if _, _, ok := c.name("u1", now); ok {
		t.Error("still kept after the user's sessions ended")
	}
}
