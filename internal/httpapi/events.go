package httpapi

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"time"

	"lexa/internal/lexa"
)

// LiveStore is what the live-updates stream needs from the database.
type LiveStore interface {
	// SessionLive tells whether a session is still live without counting that as use.
	SessionLive(ctx context.Context, tokenHash string, idle time.Duration) (bool, error)
}

const (
	// defaultLiveHeartbeat is how often an idle stream sends a comment (Deps.LiveHeartbeat):
	// well inside the 60 s that proxies (nginx's proxy_read_timeout) and the browser allow
	// an idle response, and the moment the stream checks its session again.
	defaultLiveHeartbeat = 25 * time.Second
	// liveWriteWindow is how long one write may take to reach the browser; each write moves
	// the deadline on to the next heartbeat plus this, past the server's WriteTimeout.
	liveWriteWindow = 30 * time.Second
)

// PublishLive hands a live event to this instance's open streams that it concerns. It
// never blocks (store.DB.RunLiveEvents calls it for every event).
func (s *Server) PublishLive(ev lexa.LiveEvent) { s.live.publish(ev) }

// CloseLiveStreams ends every open stream and refuses new ones. Call it when the server
// starts shutting down (http.Server.RegisterOnShutdown): a stream never ends by itself, so
// it would hold the graceful shutdown up until its grace ran out. The browsers reconnect,
// to another instance behind a load balancer.
func (s *Server) CloseLiveStreams() { s.live.closeAll() }

func (s *Server) liveHeartbeat() time.Duration {
	if s.LiveHeartbeat > 0 {
		return s.LiveHeartbeat
	}
	return defaultLiveHeartbeat
}

// handleEvents is GET /api/events: a server-sent events stream that tells the signed-in
// user's open pages when their usage changed, so they fetch it again (docs/api.md). It
// ends with the session: at sign-out, password reset or account deletion at once (a
// LiveSessionEnded event makes it check), at expiry by the next heartbeat's check.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
		// Another site cannot read the stream (no CORS), but its opening would still take one
		// of the user's five places; only our own pages may open one.
		s.writeError(w, r, errCrossOrigin)
		return
	}
	u := userFrom(r)
	st, err := s.live.open(u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	defer s.live.remove(st)
	tokenHash := lexa.HashToken(s.sessionToken(r))

	heartbeat := s.liveHeartbeat()
	// The server's WriteTimeout would cut the stream: each write moves the deadline on.
	// (Its ReadTimeout does not: net/http lifts the read deadline once the request is read.)
	rc := http.NewResponseController(w)
	send := func(text string) bool {
		_ = rc.SetWriteDeadline(time.Now().Add(heartbeat + liveWriteWindow))
		if _, err := fmt.Fprint(w, text); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass each event on at once
	w.WriteHeader(http.StatusOK)
	// The browser reconnects after a dropped stream (an instance restarting) in 1 to 3 s,
	// spread so that the streams of a stopped instance do not all come back at once.
	if !send(fmt.Sprintf("retry: %d\n: open\n\n", 1000+rand.IntN(2000))) {
		return
	}

	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-st.ended:
			if st.why == liveEndReplaced {
				send(liveMessage("replaced", struct{}{}))
			}
			return
		case <-tick.C:
			if !s.sessionStillLive(r, tokenHash) {
				send(liveMessage("signed_out", struct{}{}))
				return
			}
			if !send(": heartbeat\n\n") {
				return
			}
		case <-st.wake:
			services, refresh, recheck := st.take()
			if recheck && !s.sessionStillLive(r, tokenHash) {
				send(liveMessage("signed_out", struct{}{}))
				return
			}
			text := ""
			if refresh {
				text += liveMessage("refresh", struct{}{})
			}
			for _, id := range services {
				text += liveMessage("usage", struct {
					ServiceID string `json:"service_id"`
				}{id})
			}
			if text != "" && !send(text) {
				return
			}
		}
	}
}

// sessionStillLive checks the stream's session again. When the database cannot say, the
// stream stays open: it shows nothing but service ids, and the next check decides.
func (s *Server) sessionStillLive(r *http.Request, tokenHash string) bool {
	live, err := s.Store.SessionLive(r.Context(), tokenHash, s.SessionIdle)
	if err != nil {
		if r.Context().Err() == nil {
			s.Logger.LogAttrs(r.Context(), slog.LevelWarn, "live updates: could not check the session",
				slog.String("id", RequestID(r.Context())), slog.String("error", err.Error()))
		}
		return true
	}
	return live
}

// liveMessage is one server-sent event: its name and a JSON data line.
func liveMessage(event string, data any) string {
	raw, _ := json.Marshal(data) // plain structs of strings always encode
	return "event: " + event + "\ndata: " + string(raw) + "\n\n"
}
