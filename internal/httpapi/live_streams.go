package httpapi

import (
	"slices"
	"sync"

	"lexa/internal/lexa"
)

// Limits of the live-updates streams (GET /api/events), per instance. Each stream holds a
// connection and a goroutine for as long as a page is open, so both are bounded here,
// where the streams live; they are not shared between instances, because what they
// protect (this process's connections and memory) is not shared either, and a count in
// the database would outlive the streams of an instance that crashed.
const (
	// liveStreamsPerUser: a user's sixth stream replaces their oldest (see open).
	liveStreamsPerUser = 5
	// defaultMaxLiveStreams bounds all streams of the instance (Deps.MaxLiveStreams).
	defaultMaxLiveStreams = 10_000
	// liveQueuedServices bounds the services a stream keeps to announce; past it the page
	// is simply told to fetch everything again.
	liveQueuedServices = 32
)

// Why the registry ended a stream.
type liveEnd int

const (
	liveEndShutdown liveEnd = iota + 1 // the instance stops: the browser reconnects to another
	liveEndReplaced                    // the user opened a sixth stream
)

// errLiveBusy answers a stream the instance has no room for.
var errLiveBusy = &lexa.Error{Code: lexa.EUnavailable, Message: "Too many live connections. Please try again in a moment.",
	RetryAfter: lexa.ErrUnavailable.RetryAfter}

// liveStreams are this instance's open streams, by user, each user's oldest first.
type liveStreams struct {
	mu     sync.Mutex
	byUser map[string][]*liveStream
	total  int
	max    int
	closed bool // the server is shutting down
}

func newLiveStreams(max int) *liveStreams {
	if max <= 0 {
		max = defaultMaxLiveStreams
	}
	return &liveStreams{byUser: map[string][]*liveStream{}, max: max}
}

// liveStream is what one open stream has yet to send. The registry fills it and wakes the
// stream's handler, which takes it all at once; news for one service that comes twice
// before it was sent is sent once.
type liveStream struct {
	userID string
	wake   chan struct{} // a send means there is something to take
	ended  chan struct{} // closed when the registry ends the stream
	why    liveEnd       // set before ended is closed

	mu       sync.Mutex
	services []string // usage reports came in for these
	refresh  bool     // fetch everything: events may have been missed
	recheck  bool     // a session of the user ended: is this one's still live?
}

// open registers a stream for userID. A user has at most liveStreamsPerUser: a newer
// one replaces the oldest, because the page the user just opened is the one they look at
// (the replaced page is told so and stops; it reconnects when it is shown again). The
// instance as a whole refuses streams past its limit, and all while shutting down.
func (l *liveStreams) open(userID string) (*liveStream, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil, lexa.ErrUnavailable
	}
	if mine := l.byUser[userID]; len(mine) >= liveStreamsPerUser {
		l.endLocked(mine[0], liveEndReplaced)
	} else if l.total >= l.max {
		return nil, errLiveBusy
	}
	st := &liveStream{userID: userID, wake: make(chan struct{}, 1), ended: make(chan struct{})}
	l.byUser[userID] = append(l.byUser[userID], st)
	l.total++
	return st, nil
}

// remove forgets a stream whose handler returned; one the registry ended is gone already.
func (l *liveStreams) remove(st *liveStream) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if slices.Contains(l.byUser[st.userID], st) {
		l.dropLocked(st)
	}
}

func (l *liveStreams) endLocked(st *liveStream, why liveEnd) {
	l.dropLocked(st)
	st.why = why
	close(st.ended)
}

func (l *liveStreams) dropLocked(st *liveStream) {
	mine := slices.DeleteFunc(l.byUser[st.userID], func(o *liveStream) bool { return o == st })
	if len(mine) == 0 {
		delete(l.byUser, st.userID)
	} else {
		l.byUser[st.userID] = mine
	}
	l.total--
}

// closeAll ends every stream and refuses new ones: the server is shutting down, and a
// stream would otherwise hold up the graceful shutdown until its grace ran out.
func (l *liveStreams) closeAll() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	for _, mine := range l.byUser {
		for _, st := range slices.Clone(mine) {
			l.endLocked(st, liveEndShutdown)
		}
	}
}

// publish hands an event to the streams it concerns. It never blocks.
func (l *liveStreams) publish(ev lexa.LiveEvent) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if ev.Kind == lexa.LiveResync {
		for _, mine := range l.byUser {
			for _, st := range mine {
				st.add(ev)
			}
		}
		return
	}
	for _, st := range l.byUser[ev.UserID] {
		st.add(ev)
	}
}

func (st *liveStream) add(ev lexa.LiveEvent) {
	st.mu.Lock()
	switch ev.Kind {
	case lexa.LiveUsage:
		switch {
		case slices.Contains(st.services, ev.ServiceID):
		case len(st.services) >= liveQueuedServices:
			st.refresh = true
		default:
			st.services = append(st.services, ev.ServiceID)
		}
	case lexa.LiveSessionEnded:
		st.recheck = true
	case lexa.LiveResync:
		st.refresh = true
	}
	st.mu.Unlock()
	select {
	case st.wake <- struct{}{}:
	default:
	}
}

// take returns what the stream has yet to send and starts afresh.
func (st *liveStream) take() (services []string, refresh, recheck bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	services, refresh, recheck = st.services, st.refresh, st.recheck
	st.services, st.refresh, st.recheck = nil, false, false
	if refresh {
		services = nil // fetching everything covers them
	}
	return services, refresh, recheck
}
