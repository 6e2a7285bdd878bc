package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"testing"
	"time"

	"lexa/internal/httpapi/ssetest"
	"lexa/internal/lexa"
	"lexa/internal/store/storetest"
)

// Who may open the stream: only a signed-in user, and only from our own pages. Refusals
// are the house's JSON errors, never cached.
func TestEventsRefusals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ls := newLiveSite(t, b, shortHeartbeat, 0)
		ann := ls.customer("ann@example.com")
		for _, tc := range []struct {
			name    string
			token   string
			headers []string
			status  int
			code    string
		}{
			{"signed out", "", nil, http.StatusUnauthorized, "unauthenticated"},
			{"an unknown session", "not-a-session", nil, http.StatusUnauthorized, "unauthenticated"},
			{"another site's page", ann.token, []string{"Sec-Fetch-Site", "cross-site"}, http.StatusForbidden, "forbidden"},
			{"a sibling site's page", ann.token, []string{"Sec-Fetch-Site", "same-site"}, http.StatusForbidden, "forbidden"},
		} {
			res := ls.request("GET", "/api/events", tc.token, nil, tc.headers...)
			var body errorEnvelope
			_ = json.NewDecoder(res.Body).Decode(&body)
			res.Body.Close()
			if res.StatusCode != tc.status || body.Error.Code != tc.code || res.Header.Get("Cache-Control") != "no-store" {
				t.Errorf("%s: %d %+v, Cache-Control %q; want %d %s, no-store", tc.name, res.StatusCode, body,
					res.Header.Get("Cache-Control"), tc.status, tc.code)
			}
		}
	})
}

// A usage report reaches its owner's streams (every one of them) as event: usage with the
// service's id, and no other user's; an idle stream sends heartbeats.
func TestEventsCarryTheUsersOwnUsage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ls := newLiveSite(t, b, shortHeartbeat, 0)
		ann, bob := ls.customer("ann@example.com"), ls.customer("bob@example.com")
		annTab, annPhone, bobTab := ls.stream(ann.token), ls.stream(ls.session(ann.user.ID)), ls.stream(bob.token)
		for name, h := range map[string]string{"Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store",
			"X-Accel-Buffering": "no"} {
			if got := annTab.Response.Header.Get(name); got != h {
				t.Errorf("%s: %q, want %q", name, got, h)
			}
		}

		ls.report(ann, "a1")
		annTab.WantUsage(ann.service.ID)
		annPhone.WantUsage(ann.service.ID)
		ls.report(bob, "b1")
		bobTab.WantUsage(bob.service.ID) // Ann's came first and did not reach Bob
		ls.report(ann, "a1")             // sent again: nothing new
		ls.report(ann, "a2")
		annTab.WantUsage(ann.service.ID)

		annTab.WantHeartbeat()
	})
}

// A user's sixth stream replaces their oldest, which is told so and ends; the other five
// stay live.
func TestEventsSixthStreamReplacesTheOldest(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ls := newLiveSite(t, b, shortHeartbeat, 0)
		ann := ls.customer("ann@example.com")
		var tabs []*ssetest.Stream
		for range liveStreamsPerUser {
			tabs = append(tabs, ls.stream(ann.token))
		}
		sixth := ls.stream(ann.token)
		if events := tabs[0].WantEnd(); !slices.Equal(events, []string{"replaced"}) {
			t.Errorf("the oldest stream sent %v before it ended, want [replaced]", events)
		}
		if n := ls.s.live.count(ann.user.ID); n != liveStreamsPerUser {
			t.Errorf("%d streams open, want %d", n, liveStreamsPerUser)
		}
		ls.report(ann, "a1")
		for _, st := range append(tabs[1:], sixth) {
			st.WantUsage(ann.service.ID)
		}
	})
}

// The stream ends with its session at once when the user signs out, their password is
// reset or the account is deleted (heartbeats are an hour apart here: the end is the
// sign-out's doing); the stream of their other session goes on.
func TestEventsEndWhenTheSessionEnds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ls := newLiveSite(t, b, noHeartbeat, 0)
		ann := ls.customer("ann@example.com")
		laptop, phoneToken := ls.stream(ann.token), ls.session(ann.user.ID)
		phone := ls.stream(phoneToken)

		res := ls.request("POST", "/api/auth/signout", ann.token, nil)
		res.Body.Close()
		if res.StatusCode != http.StatusNoContent {
			t.Fatalf("sign-out: %d", res.StatusCode)
		}
		if events := laptop.WantEnd(); !slices.Equal(events, []string{"signed_out"}) {
			t.Errorf("the signed-out stream sent %v before it ended, want [signed_out]", events)
		}
		ls.report(ann, "a1")
		phone.WantUsage(ann.service.ID)

		ctx := context.Background()
		token, hash := lexa.NewToken()
		if err := ls.db.CreateOneTimeToken(ctx, lexa.OneTimeToken{Hash: hash, UserID: ann.user.ID, Purpose: "reset_password",
			ExpiresAt: ls.clock.Now().Add(time.Hour)}, nil); err != nil {
			t.Fatal(err)
		}
		if _, err := ls.db.ResetPassword(ctx, lexa.HashToken(token), "$argon2id$new"); err != nil {
			t.Fatal(err)
		}
		if events := phone.WantEnd(); !slices.Equal(events, []string{"signed_out"}) {
			t.Errorf("the stream sent %v before it ended with the password reset, want [signed_out]", events)
		}

		tablet := ls.stream(ls.session(ann.user.ID))
		if err := ls.db.DeleteUser(ctx, ann.user.ID); err != nil {
			t.Fatal(err)
		}
		if events := tablet.WantEnd(); !slices.Equal(events, []string{"signed_out"}) {
			t.Errorf("the deleted account's stream sent %v before it ended, want [signed_out]", events)
		}
	})
}

// A session that expires while its stream is open ends the stream at the next heartbeat.
func TestEventsEndWhenTheSessionExpires(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		ls := newLiveSite(t, b, shortHeartbeat, 0)
		ann := ls.customer("ann@example.com")
		tab := ls.stream(ann.token)
		ls.clock.Advance(25 * time.Hour) // past SessionMaxAge
		if events := tab.WantEnd(); !slices.Equal(events, []string{"signed_out"}) {
			t.Errorf("the expired session's stream sent %v before it ended, want [signed_out]", events)
		}
	})
}

// Graceful shutdown ends the streams at once (no event: the browser reconnects, to another
// instance) instead of waiting out its grace, and refuses new ones.
func TestEventsEndOnShutdown(t *testing.T) {
	ls := newLiveSite(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL}, shortHeartbeat, 0)
	ann := ls.customer("ann@example.com")
	tab := ls.stream(ann.token)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := ls.srv.Config.Shutdown(ctx); err != nil {
		t.Fatalf("shutdown with a stream open: %v", err)
	}
	if events := tab.WantEnd(); len(events) != 0 {
		t.Errorf("the stream sent %v as the server shut down, want nothing", events)
	}
	if _, err := ls.s.live.open(ann.user.ID); err == nil {
		t.Error("a stream opened after shutdown began")
	}
}

// A stream outlives the server's ReadTimeout and WriteTimeout, which would otherwise cut
// it (lexa's are 60 s; here 1 s).
func TestEventsOutliveTheServerTimeouts(t *testing.T) {
	ls := newLiveSite(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL}, shortHeartbeat, 0)
	ann := ls.customer("ann@example.com")
	tab := ls.stream(ann.token)
	for start := time.Now(); time.Since(start) < 3*serverTimeout; {
		tab.Next()
	}
	ls.report(ann, "a1")
	tab.WantUsage(ann.service.ID)
}

// The instance's limit on streams refuses one more with 503 unavailable and Retry-After.
func TestEventsInstanceLimit(t *testing.T) {
	ls := newLiveSite(t, storetest.Backend{Name: "sqlite", NewURL: storetest.SQLiteURL}, shortHeartbeat, 1)
	ann, bob := ls.customer("ann@example.com"), ls.customer("bob@example.com")
	ls.stream(ann.token)
	res := ls.request("GET", "/api/events", bob.token, nil)
	var body errorEnvelope
	_ = json.NewDecoder(res.Body).Decode(&body)
	res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable || body.Error.Code != "unavailable" || res.Header.Get("Retry-After") == "" {
		t.Errorf("a stream past the limit: %d %+v, Retry-After %q", res.StatusCode, body, res.Header.Get("Retry-After"))
	}
}
