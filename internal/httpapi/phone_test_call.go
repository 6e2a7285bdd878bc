package httpapi

import (
	"net/http"
	"strings"

	"lexa/internal/lexa"
)

// The workspace's "Call your receptionist" (issue 30, item 4; decision 0063): the owner
// hears the phone flow before connecting a number. Each turn runs the phone line's code
// (answerPhoneTurn, the conversation kept per call in phone_calls) with what the browser's
// speech recognition heard, and answers what the line would say and do. What it books or
// takes is stored as the test console's is (source "console"); it texts no one, and the call
// itself is not logged and records no usage: no phone line answered anything.

// testCallInput is one turn of a test call: no call_id starts one (the greeting).
type testCallInput struct {
	CallID string `json:"call_id"`
	Speech string `json:"speech"`
}

// ErrTestCallNotFound is a test call that ended or never began.
var ErrTestCallNotFound = &lexa.Error{Code: lexa.ENotFound, Message: "This test call has ended. Start a new one."}

func (s *Server) handleTestCall(w http.ResponseWriter, r *http.Request) {
	u, serviceID := userFrom(r), r.PathValue("id")
	var in testCallInput
	if err := decodeJSON(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	ctx := r.Context()
	p, saved, err := s.Store.ReceptionistProfile(ctx, u.ID, serviceID)
	switch {
	case err != nil:
		s.writeError(w, r, err)
		return
	case !saved:
		s.writeError(w, r, ErrProfileNotSaved)
		return
	}
	speech := phoneSpeech(in.Speech)
	if in.CallID != "" && speech == "" {
		s.writeError(w, r, &lexa.Error{Code: lexa.EInvalid, Message: "Some fields contain invalid data.",
			Fields: map[string]string{"speech": "Say something to the receptionist"}})
		return
	}
	if !s.allow(w, r, "account:"+u.ID, "receptionist_chat") {
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	if in.CallID == "" {
		call := lexa.PhoneCall{ServiceID: serviceID, CallSID: lexa.TestCallPrefix + lexa.NewID(), Caller: "anonymous",
			StartedAt: s.Clock.Now().UTC(), Messages: []lexa.ChatMessage{{Role: "assistant", Content: p.Greeting}}}
		if err := s.Store.SavePhoneCall(ctx, call); err != nil {
			s.writeError(w, r, err)
			return
		}
		writeJSON(w, http.StatusOK, testCallOut(call.CallSID, phoneAnswer{say: p.Greeting}))
		return
	}
	call, found, err := s.Store.PhoneCall(ctx, serviceID, in.CallID)
	switch {
	case err != nil:
		s.writeError(w, r, err)
		return
	case !found || !strings.HasPrefix(in.CallID, lexa.TestCallPrefix):
		s.writeError(w, r, ErrTestCallNotFound)
		return
	}
	call.Messages = append(call.Messages, lexa.ChatMessage{Role: "user", Content: speech})
	// The test call has no number of its own: it shows the front desk it would dial.
	answer, err := s.answerPhoneTurn(ctx, u.ID, p, &call, lexa.SourceConsole, "conversation:"+call.CallSID, "")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	call.Messages = append(call.Messages, lexa.ChatMessage{Role: "assistant", Content: answer.say})
	if answer.dial != "" || answer.hangUp {
		err = s.Store.DropPhoneCall(ctx, serviceID, call.CallSID) // the call is over: nothing to log
	} else {
		err = s.Store.SavePhoneCall(ctx, call)
	}
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, testCallOut(call.CallSID, answer))
}

// testCallOut is what the line says and does: "dial" the number it would put the caller
// through to (an emergency line, or the front desk for a caller who asks for a person),
// "hang_up" when the call ends, else it listens again.
func testCallOut(callID string, a phoneAnswer) map[string]any {
	var dial *string
	if a.dial != "" {
		dial = &a.dial
	}
	return map[string]any{"call_id": callID, "say": a.say, "dial": dial, "hang_up": a.hangUp || a.dial != ""}
}
