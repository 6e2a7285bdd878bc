package httpapi

import (
	"encoding/json"
	"net/http"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// chatWriteWindow is how long each piece of a streamed reply may take to reach the
// browser; every piece moves the write deadline on, past the server's WriteTimeout.
const chatWriteWindow = 30 * time.Second

type chatDelta struct {
	Choices []chatChoice `json:"choices"`
}

type chatChoice struct {
	Delta struct {
		Content string `json:"content"`
	} `json:"delta"`
}

// handleVoiceChat streams the assistant's reply as server-sent events in the shape of
// OpenAI's chat chunks (docs/product.md, "AI demos", voice receptionist chat): lines
// data: {json} with the text at choices[0].delta.content, then data: [DONE]. A failure before the first line is
// an ordinary JSON error; after it, an error line before [DONE].
func (s *Server) handleVoiceChat(w http.ResponseWriter, r *http.Request) {
	var in lexa.ChatInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := lexa.ParseChat(in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowDemo(w, r, lexa.VoiceAI.Kind().Demo) {
		return
	}
	// ParseChat checked the id; the call is read against the server's clock, in the
	// business's time zone (is it open now, how far ahead is "tomorrow at 9").
	business, _ := lexa.SampleBusiness(in.Business)
	s.answerDemo(w, r, lexa.ChatCall{Business: business, At: s.Clock.Now(), Messages: in.Messages})
}

// answerDemo answers the public demo, which has no book: a turn that completes a booking,
// a move, a cancellation or a message gets the built-in engine's answer, which says this
// is a demonstration and nothing was booked, changed or passed on, whichever engine
// answers the other turns; a model's answer that claims one is replaced the same way.
func (s *Server) answerDemo(w http.ResponseWriter, r *http.Request, call lexa.ChatCall) {
	if s.Conversations == nil || s.AI.Name() == builtInEngine {
		s.streamChat(w, r, call)
		return
	}
	done, err := s.Conversations.Conclude(r.Context(), call)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if done.Booking == nil && done.Message == nil && done.Change == nil {
		s.streamGuardedChat(w, r, call)
		return
	}
	reply, err := s.Conversations.Reply(r.Context(), call)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.streamText(w, r, reply)
}

// streamChat streams the engine's answer to call as server-sent events: the demo's, the
// receptionist console's and the public widget's one shape.
func (s *Server) streamChat(w http.ResponseWriter, r *http.Request, call lexa.ChatCall) {
	s.streamAnswer(w, r, func(emit func(string) error) error { return s.AI.Chat(r.Context(), call, emit) })
}

// streamText streams an answer the server wrote, in the chat's shape, a word at a time.
func (s *Server) streamText(w http.ResponseWriter, r *http.Request, text string) {
	s.streamAnswer(w, r, func(emit func(string) error) error {
		for _, piece := range strings.SplitAfter(text, " ") {
			if err := emit(piece); err != nil {
				return err
			}
		}
		return nil
	})
}

// streamAnswer streams the pieces write emits as the chat's server-sent events.
func (s *Server) streamAnswer(w http.ResponseWriter, r *http.Request, write func(emit func(string) error) error) {
	rc := http.NewResponseController(w)
	started := false
	send := func(line string) error {
		if !started {
			started = true
			h := w.Header()
			h.Set("Content-Type", "text/event-stream; charset=utf-8")
			h.Set("Cache-Control", "no-store")
			h.Set("X-Accel-Buffering", "no") // nginx: pass each line on at once
			h.Set("X-Lexa-Engine", s.AI.Name())
			w.WriteHeader(http.StatusOK)
		}
		_ = rc.SetWriteDeadline(time.Now().Add(chatWriteWindow))
		if _, err := w.Write([]byte("data: " + line + "\n\n")); err != nil {
			return err
		}
		return rc.Flush()
	}
	err := write(func(delta string) error {
		var chunk chatDelta
		chunk.Choices = make([]chatChoice, 1)
		chunk.Choices[0].Delta.Content = delta
		raw, _ := json.Marshal(chunk)
		return send(string(raw))
	})
	switch {
	case r.Context().Err() != nil:
		return // the browser went away; the model call was cancelled with it
	case err != nil && !started:
		s.writeError(w, r, err)
		return
	case err != nil:
		e, ok := lexa.AsError(err)
		if !ok {
			e = &lexa.Error{Code: lexa.EInternal, Message: internalMessage}
		}
		raw, _ := json.Marshal(errorBody(string(e.Code), e.Message, nil))
		_ = send(string(raw))
	}
	_ = send("[DONE]")
}

// voiceBusiness is a sample business as the voice demo's picker shows it.
type voiceBusiness struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Kind     string `json:"kind"`
	Greeting string `json:"greeting"`
}

// handleVoiceChatOptions tells the voice demo page what it can offer before the first
// message: the businesses the receptionist plays, the default one, the engine that
// answers, and whether a model transcribes recordings (the page shows its microphone
// then, or where the browser recognises speech itself).
func (s *Server) handleVoiceChatOptions(w http.ResponseWriter, _ *http.Request) {
	samples := lexa.SampleBusinesses()
	businesses := make([]voiceBusiness, len(samples))
	for i, p := range samples {
		businesses[i] = voiceBusiness{ID: p.ID, Name: p.Name, Kind: p.Kind, Greeting: p.Greeting}
	}
	writeJSON(w, http.StatusOK, map[string]any{
		"businesses":       businesses,
		"default_business": lexa.DefaultBusiness,
		"engine":           s.AI.Name(),
		"transcription":    s.Transcriber != nil,
	})
}
