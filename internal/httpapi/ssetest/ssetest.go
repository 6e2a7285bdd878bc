// Package ssetest reads a server-sent events stream (GET /api/events) the way a browser's
// EventSource does, for the tests of the handler, of the app and of the cluster.
package ssetest

import (
	"bufio"
	"net/http"
	"strings"
	"testing"
	"time"
)

// Wait is how long a test waits for the next message before it fails: long enough for a
// slow, busy machine; a message that comes sooner ends the wait at once.
const Wait = 10 * time.Second

// Message is one block of a stream: an event with its data, or comment lines (a heartbeat),
// or the reconnection delay.
type Message struct {
	Event, Data, Retry string
	Comments           []string // without the leading ":" and space
}

// Stream is an open stream being read.
type Stream struct {
	t        testing.TB
	Response *http.Response
	messages chan Message // closed when the stream ends
}

// Read starts reading res's body as a stream. The body is closed when the test ends.
func Read(t testing.TB, res *http.Response) *Stream {
	s := &Stream{t: t, Response: res, messages: make(chan Message, 1000)}
	go s.read()
	t.Cleanup(func() { res.Body.Close() })
	return s
}

// Close drops the connection, as a closed tab does.
func (s *Stream) Close() { s.Response.Body.Close() }

func (s *Stream) read() {
	defer close(s.messages)
	sc := bufio.NewScanner(s.Response.Body)
	var m Message
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			s.messages <- m
			m = Message{}
		case strings.HasPrefix(line, ":"):
			m.Comments = append(m.Comments, strings.TrimSpace(line[1:]))
		default:
			field, value, _ := strings.Cut(line, ":")
			value = strings.TrimPrefix(value, " ")
			switch field {
			case "event":
				m.Event = value
			case "data":
				m.Data = value
			case "retry":
				m.Retry = value
			}
		}
	}
}

// Next is the next message; the test fails if the stream ends or stays silent for Wait.
func (s *Stream) Next() Message {
	s.t.Helper()
	return s.nextBy(time.Now().Add(Wait))
}

func (s *Stream) nextBy(deadline time.Time) Message {
	s.t.Helper()
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case m, ok := <-s.messages:
		if !ok {
			s.t.Fatal("the stream ended")
		}
		return m
	case <-timer.C:
		s.t.Fatal("nothing more on the stream in time")
	}
	return Message{}
}

// NextEvent is the next named event, past heartbeats and refreshes (a refresh may come at
// any time: the instance started listening, or listened again).
func (s *Stream) NextEvent() Message {
	s.t.Helper()
	return s.nextEventBy(time.Now().Add(Wait))
}

func (s *Stream) nextEventBy(deadline time.Time) Message {
	s.t.Helper()
	for {
		if m := s.nextBy(deadline); m.Event != "" && m.Event != "refresh" {
			return m
		}
	}
}

// WantOpen fails unless the stream begins as ours do: a retry delay and a comment.
func (s *Stream) WantOpen() {
	s.t.Helper()
	if m := s.Next(); m.Retry == "" || len(m.Comments) == 0 {
		s.t.Fatalf("the stream began with %+v, want a retry and a comment", m)
	}
}

// WantUsage fails unless the next event is usage of serviceID.
func (s *Stream) WantUsage(serviceID string) {
	s.t.Helper()
	s.WantUsageWithin(serviceID, Wait)
}

// WantUsageWithin fails unless the next event is usage of serviceID and comes within d
// (the promise is 2 s from the report's answer to the page).
func (s *Stream) WantUsageWithin(serviceID string, d time.Duration) {
	s.t.Helper()
	m := s.nextEventBy(time.Now().Add(d))
	if want := `{"service_id":"` + serviceID + `"}`; m.Event != "usage" || m.Data != want {
		s.t.Fatalf("event %q %s, want usage %s", m.Event, m.Data, want)
	}
}

// WantHeartbeat reads until a heartbeat comment.
func (s *Stream) WantHeartbeat() {
	s.t.Helper()
	for {
		for _, c := range s.Next().Comments {
			if c == "heartbeat" {
				return
			}
		}
	}
}

// WantEnd fails unless the stream ends within Wait, and returns the named events (past
// heartbeats and refreshes) it sent before it did.
func (s *Stream) WantEnd() []string {
	s.t.Helper()
	var events []string
	timeout := time.After(Wait)
	for {
		select {
		case m, ok := <-s.messages:
			if !ok {
				return events
			}
			if m.Event != "" && m.Event != "refresh" {
				events = append(events, m.Event)
			}
		case <-timeout:
			s.t.Fatalf("the stream did not end within %v", Wait)
			return nil
		}
	}
}
