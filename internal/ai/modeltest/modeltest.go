// Package modeltest plays a model behind the OpenAI Chat Completions API in tests: an
// httptest server that records what it was asked and answers as its script says, streamed
// or not — a valid answer, invalid JSON, no choices, a refusal, an HTTP error, or nothing
// until the caller gives up. The tests of internal/ai and internal/app share it.
package modeltest

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// Reply is one scripted answer.
type Reply struct {
	Content      string   // the message's content (non-streamed)
	Refusal      string   // the message's refusal
	NoChoices    bool     // answer no choices at all
	FinishReason string   // "" is "stop"
	Status       int      // not 0 or 200: answer this status with an OpenAI error body
	Hang         bool     // answer nothing until the caller gives up (Server.Cancelled)
	Chunks       []string // a streamed answer's pieces, for a request with "stream": true
	// Pause spaces the chunks, so that a test can see them relayed one by one; it is no
	// synchronisation.
	Pause time.Duration
}

// Request is what the server was asked: the request's JSON body and its Authorization.
type Request struct {
	Body map[string]any
	Auth string
}

// Stream says whether the request asked for a streamed answer.
func (r Request) Stream() bool { return r.Body["stream"] == true }

// System is the request's system message, "" without one.
func (r Request) System() string {
	msgs, _ := r.Body["messages"].([]any)
	if len(msgs) == 0 {
		return ""
	}
	m, _ := msgs[0].(map[string]any)
	if m["role"] != "system" {
		return ""
	}
	s, _ := m["content"].(string)
	return s
}

// SchemaName is the name of the JSON schema the request asked the answer in
// (response_format of type json_schema), "" when it asked for none.
func (r Request) SchemaName() string {
	rf, _ := r.Body["response_format"].(map[string]any)
	if rf["type"] != "json_schema" {
		return ""
	}
	js, _ := rf["json_schema"].(map[string]any)
	name, _ := js["name"].(string)
	return name
}

// Schema is the JSON schema the request sent, with whether it asked for strict mode.
func (r Request) Schema() (schema map[string]any, strict bool) {
	rf, _ := r.Body["response_format"].(map[string]any)
	js, _ := rf["json_schema"].(map[string]any)
	schema, _ = js["schema"].(map[string]any)
	strict, _ = js["strict"].(bool)
	return schema, strict
}

// Server is the model. Its script is called for each request to /v1/chat/completions.
type Server struct {
	*httptest.Server
	script    func(Request) Reply
	mu        sync.Mutex
	requests  []Request
	cancelled chan struct{}
	once      sync.Once
}

// New starts a model answering by script; it stops with the test.
func New(t testing.TB, script func(Request) Reply) *Server {
	s := &Server{script: script, cancelled: make(chan struct{})}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

// Answering is a script that answers every request with content.
func Answering(content string) func(Request) Reply {
	return func(Request) Reply { return Reply{Content: content} }
}

// Requests is what the server has been asked so far, in order.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// Request is the i-th request (from 0).
func (s *Server) Request(i int) Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.requests[i]
}

// Cancelled is closed when a hanging answer's caller has given up.
func (s *Server) Cancelled() <-chan struct{} { return s.cancelled }

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	var body map[string]any
	_ = json.NewDecoder(r.Body).Decode(&body)
	req := Request{Body: body, Auth: r.Header.Get("Authorization")}
	s.mu.Lock()
	s.requests = append(s.requests, req)
	s.mu.Unlock()
	if r.URL.Path != "/v1/chat/completions" {
		http.NotFound(w, r)
		return
	}
	reply := s.script(req)
	switch {
	case reply.Hang:
		<-r.Context().Done()
		s.once.Do(func() { close(s.cancelled) })
	case reply.Status != 0 && reply.Status != http.StatusOK:
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(reply.Status)
		io.WriteString(w, `{"error":{"message":"the model is overloaded","type":"server_error"}}`)
	case req.Stream():
		w.Header().Set("Content-Type", "text/event-stream")
		for i, c := range reply.Chunks {
			chunk, _ := json.Marshal(map[string]any{"id": "c1", "object": "chat.completion.chunk", "created": 1, "model": "test-model",
				"choices": []any{map[string]any{"index": 0, "delta": map[string]any{"content": c}, "finish_reason": nil}}})
			fmt.Fprintf(w, "data: %s\n\n", chunk)
			w.(http.Flusher).Flush()
			if i < len(reply.Chunks)-1 {
				time.Sleep(reply.Pause)
			}
		}
		io.WriteString(w, "data: [DONE]\n\n")
	default:
		choices := []any{}
		if !reply.NoChoices {
			finish := reply.FinishReason
			if finish == "" {
				finish = "stop"
			}
			msg := map[string]any{"role": "assistant", "content": reply.Content}
			if reply.Refusal != "" {
				msg["refusal"] = reply.Refusal
			}
			choices = append(choices, map[string]any{"index": 0, "finish_reason": finish, "message": msg})
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"id": "c1", "object": "chat.completion", "created": 1, "model": "test-model", "choices": choices})
	}
}
