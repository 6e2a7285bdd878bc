package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// The phone line's webhooks (issue 30, item 4; decision 0063). Twilio posts each turn of
// a call to the voice URL and the call's end to the status URL. Each request is checked in
// this order: the token names a connected line (404), the line is under its limit (429),
// Twilio signed it with the line's auth token (403); only then is anything read or
// stored. The conversation of a call lives in the database (phone_calls), so any instance
// answers its next turn.

// phoneWebhookMaxBody: Twilio's parameters of one request are a few kilobytes; a
// transcribed sentence is short.
const phoneWebhookMaxBody = 64 << 10

// phoneModelDeadline is how long a model may take to answer a turn on the phone before the
// built-in engine answers instead: Twilio waits 15 s, a caller far less, and the webhook's
// other work (the database) needs the rest of the 5 s the line answers within.
const phoneModelDeadline = 4 * time.Second

// maxPhoneSpeech caps what one turn of speech keeps (the console's limit of a message).
const maxPhoneSpeech = 4000

// phoneFallback is said when no engine could answer a turn in time.
const phoneFallback = "Sorry, I didn't quite get that. Could you say it again?"

// phoneRequest is a webhook request that passed the checks: its line and the parameters
// Twilio signed.
type phoneRequest struct {
	line lexa.PhoneLine
	form map[string][]string
}

func (p phoneRequest) get(name string) string {
	if v := p.form[name]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// checkPhoneWebhook finds the line of the request's token, counts the request against the
// line's limit and checks Twilio's signature; it answers the request itself when any
// check fails.
func (s *Server) checkPhoneWebhook(w http.ResponseWriter, r *http.Request) (phoneRequest, bool) {
	line, err := s.Store.PhoneLineByToken(r.Context(), lexa.HashToken(r.PathValue("token")))
	if err != nil {
		s.writeError(w, r, err)
		return phoneRequest{}, false
	}
	if !s.allow(w, r, "phone:"+line.ServiceID, "phone_webhook") {
		return phoneRequest{}, false
	}
	if err := r.ParseForm(); err != nil {
		s.writeError(w, r, &lexa.Error{Code: lexa.EInvalid, Message: "The request is not a form."})
		return phoneRequest{}, false
	}
	if s.Secrets == nil {
		s.writeError(w, r, lexa.ErrSecretsKeyMissing)
		return phoneRequest{}, false
	}
	authToken, err := s.Secrets.Open(line.SealedAuthToken)
	if err != nil {
		s.writeError(w, r, err)
		return phoneRequest{}, false
	}
	fullURL := s.BaseURL.String() + r.URL.RequestURI()
	if !s.Telephony.ValidSignature(authToken, fullURL, r.PostForm, r.Header.Get("X-Twilio-Signature")) {
		s.Logger.LogAttrs(r.Context(), slog.LevelWarn, "phone: a webhook without Twilio's signature was refused",
			slog.String("id", RequestID(r.Context())), slog.String("service_id", line.ServiceID))
		s.writeError(w, r, &lexa.Error{Code: lexa.EForbidden, Message: "The request is not signed by Twilio."})
		return phoneRequest{}, false
	}
	return phoneRequest{line: line, form: r.PostForm}, true
}

// handlePhoneVoice answers a turn of a call: the greeting when the call is new, else the
// receptionist's answer to what the caller said (SpeechResult).
func (s *Server) handlePhoneVoice(w http.ResponseWriter, r *http.Request) {
	req, ok := s.checkPhoneWebhook(w, r)
	if !ok {
		return
	}
	ctx, line := r.Context(), req.line
	callSID := req.get("CallSid")
	if callSID == "" {
		s.writeError(w, r, &lexa.Error{Code: lexa.EInvalid, Message: "CallSid is required."})
		return
	}
	if line.ServiceStatus != lexa.ServiceActive {
		writeTwiML(w, hangupTwiML(ErrReceptionistResting.Message))
		return
	}
	p, saved, err := s.Store.ReceptionistProfile(ctx, line.UserID, line.ServiceID)
	switch {
	case err != nil:
		s.phoneVoiceError(w, r, err)
		return
	case !saved:
		writeTwiML(w, hangupTwiML("This receptionist is not set up yet. Please call again later."))
		return
	}
	call, found, err := s.Store.PhoneCall(ctx, line.ServiceID, callSID)
	if err != nil {
		s.phoneVoiceError(w, r, err)
		return
	}
	action := s.BaseURL.String() + r.URL.Path
	silence := "Sorry, I didn't hear anything. " + s.Conversations.FarewellReply(p)
	if !found {
		call = lexa.PhoneCall{ServiceID: line.ServiceID, CallSID: callSID, Caller: lexa.PhoneCaller(req.get("From")),
			StartedAt: s.Clock.Now().UTC().Truncate(time.Microsecond), Messages: []lexa.ChatMessage{{Role: "assistant", Content: p.Greeting}}}
	}
	speech := phoneSpeech(req.get("SpeechResult"))
	if speech == "" {
		// A new call (or its first webhook sent again): the greeting; a turn without words:
		// a prompt to say it again.
		text := p.Greeting
		if len(call.Messages) > 1 {
			text = phoneFallback
		}
		if err := s.Store.SavePhoneCall(ctx, call); err != nil {
			s.phoneVoiceError(w, r, err)
			return
		}
		writeTwiML(w, gatherTwiML(text, action, silence))
		return
	}
	call.Messages = append(call.Messages, lexa.ChatMessage{Role: "user", Content: speech})
	answer, err := s.answerPhoneTurn(ctx, line.UserID, p, &call, lexa.SourcePhone, phoneCallKey(callSID), line.PhoneNumber)
	if err != nil {
		s.phoneVoiceError(w, r, err)
		return
	}
	call.Messages = append(call.Messages, lexa.ChatMessage{Role: "assistant", Content: answer.say})
	if err := s.Store.SavePhoneCall(ctx, call); err != nil {
		s.phoneVoiceError(w, r, err)
		return
	}
	switch {
	case answer.dial != "":
		writeTwiML(w, dialTwiML(answer.say, answer.dial))
	case answer.hangUp:
		writeTwiML(w, hangupTwiML(answer.say))
	default:
		writeTwiML(w, gatherTwiML(answer.say, action, silence))
	}
}

// phoneApology is said when a turn could not be answered (the database is down): the
// caller hears why the line ends rather than Twilio's "application error".
const phoneApology = "Sorry, something went wrong on our side, so I can't help right now. Please call again in a few minutes."

// phoneVoiceError logs why a turn failed and ends the call with an apology.
func (s *Server) phoneVoiceError(w http.ResponseWriter, r *http.Request, err error) {
	s.Logger.LogAttrs(r.Context(), slog.LevelError, "phone: a turn could not be answered",
		slog.String("id", RequestID(r.Context())), slog.String("error", err.Error()))
	writeTwiML(w, hangupTwiML(phoneApology))
}

// phoneSpeech is what the caller said, as the console would keep a message.
func phoneSpeech(s string) string {
	out := []rune(strings.TrimSpace(lexa.Sanitize(s)))
	if len(out) > maxPhoneSpeech {
		out = out[:maxPhoneSpeech]
	}
	return string(out)
}

// phoneAnswer is what the line says, and whether it then dials a number or hangs up.
type phoneAnswer struct {
	say    string
	dial   string
	hangUp bool
}

// answerPhoneTurn answers the caller's last words in call, as the console's conversation
// does (what it completes is stored first, with source, a message under messageKey), and
// notes on call what it came to.
func (s *Server) answerPhoneTurn(ctx context.Context, userID string, p lexa.BusinessProfile, call *lexa.PhoneCall,
	source lexa.AppointmentSource, messageKey, ownNumber string) (phoneAnswer, error) {
	said := call.Messages[len(call.Messages)-1].Content
	if reply, ok := s.Conversations.Emergency(p, said); ok {
		call.Outcome = "emergency"
		return phoneAnswer{say: reply, dial: dialNumber(p.Emergency.Phone)}, nil
	}
	transferTo := transferNumber(p, ownNumber)
	if reply, ok := s.Conversations.Transfer(lexa.ChatCall{Business: p, At: s.Clock.Now(), Messages: call.Messages, TransferTo: transferTo}); ok {
		call.Outcome = "transferred"
		return phoneAnswer{say: reply, dial: transferTo}, nil
	}
	if len(call.Messages) > lexa.MaxPhoneTurns {
		return phoneAnswer{say: s.Conversations.FarewellReply(p), hangUp: true}, nil
	}
	callerPhone := ""
	if call.Caller != "anonymous" {
		callerPhone = call.Caller
	}
	c := ownedConversation{userID: userID, serviceID: call.ServiceID, source: source, profile: p,
		messages: call.Messages, callerPhone: callerPhone, messageKey: messageKey, transferTo: transferTo}
	turn, done, err := s.concludeTurn(ctx, c)
	if err != nil {
		return phoneAnswer{}, err
	}
	if done != nil {
		switch {
		case done.booked != nil:
			call.Outcome, call.AppointmentID = "booked", done.booked.ID
			if done.booked.TextStatus == lexa.TextQueued && s.JobsQueued != nil {
				s.JobsQueued() // the text message confirming it
			}
		case done.message && call.Outcome == "":
			call.Outcome = "message"
		}
		return phoneAnswer{say: done.reply}, nil
	}
	if s.Conversations.Farewell(turn) {
		return phoneAnswer{say: s.Conversations.FarewellReply(p), hangUp: true}, nil
	}
	return phoneAnswer{say: s.phoneReply(ctx, turn)}, nil
}

// phoneReply is the engine's answer to a turn that completed nothing: the built-in
// engine's, or a model's within its deadline; a model that is late, fails or claims a
// booking the book does not hold is replaced by the built-in answer.
func (s *Server) phoneReply(ctx context.Context, call lexa.ChatCall) string {
	if s.AI != nil && s.AI.Name() != builtInEngine {
		deadline := s.PhoneModelDeadline
		if deadline <= 0 {
			deadline = phoneModelDeadline
		}
		mctx, cancel := context.WithTimeout(ctx, deadline)
		var b strings.Builder
		err := s.AI.Chat(mctx, call, func(piece string) error {
			b.WriteString(piece)
			return nil
		})
		cancel()
		reply := strings.TrimSpace(b.String())
		if err == nil && reply != "" && !s.Conversations.ClaimsBooking(reply) {
			return reply
		}
		s.Logger.LogAttrs(ctx, slog.LevelInfo, "phone: the model's answer was late, failed or claimed a booking; the built-in engine answered",
			slog.String("id", RequestID(ctx)), slog.Any("error", err))
	}
	reply, err := s.Conversations.Reply(ctx, call)
	if err != nil || strings.TrimSpace(reply) == "" {
		return phoneFallback
	}
	return reply
}

// phoneCallKey is the call log's idempotency key of a phone call: a message it takes
// during the call and its end share it, so the call is one entry.
func phoneCallKey(callSID string) string { return "twilio:" + callSID }

// phoneEnded are the call statuses that end a call
// (https://www.twilio.com/docs/voice/api/call-resource#call-status-values).
var phoneEnded = map[string]bool{"completed": true, "busy": true, "no-answer": true, "failed": true, "canceled": true}

// handlePhoneStatus puts a call whose end Twilio reports into the call log with its usage,
// once per CallSid, however often Twilio sends it. A call Lexa does not know (it never
// reached the voice URL, or its end is logged already) answers 200 so Twilio stops.
func (s *Server) handlePhoneStatus(w http.ResponseWriter, r *http.Request) {
	req, ok := s.checkPhoneWebhook(w, r)
	if !ok {
		return
	}
	ctx, line := r.Context(), req.line
	callSID, status := req.get("CallSid"), req.get("CallStatus")
	if callSID == "" || !phoneEnded[status] {
		writeTwiML(w, twimlResponse{})
		return
	}
	call, found, err := s.Store.PhoneCall(ctx, line.ServiceID, callSID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !found {
		s.Logger.LogAttrs(ctx, slog.LevelInfo, "phone: status of a call Lexa does not know (never answered here, or logged already)",
			slog.String("id", RequestID(ctx)), slog.String("service_id", line.ServiceID), slog.String("call_sid", callSID),
			slog.String("call_status", status))
		writeTwiML(w, twimlResponse{})
		return
	}
	p, _, err := s.Store.ReceptionistProfile(ctx, line.UserID, line.ServiceID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	duration, err := strconv.Atoi(req.get("CallDuration"))
	if err != nil || duration < 0 {
		duration = 0
	}
	logged := lexa.Call{ServiceID: line.ServiceID, IdempotencyKey: phoneCallKey(callSID), Caller: call.Caller,
		StartedAt: call.StartedAt, DurationSeconds: min(duration, lexa.MaxCallSeconds), Outcome: phoneOutcome(call, status),
		Transcript: conversationTranscript(p.Name, call.Messages)}
	stored, replayed, err := s.Store.FinishPhoneCall(ctx, logged, callSID)
	if e, ok := lexa.AsError(err); ok {
		// The service was paused or deleted meanwhile: nothing to log, and nothing Twilio
		// could change by sending it again.
		s.Logger.LogAttrs(ctx, slog.LevelInfo, "phone: a finished call was not logged", slog.String("id", RequestID(ctx)),
			slog.String("service_id", line.ServiceID), slog.String("call_sid", callSID), slog.String("reason", e.Message))
		writeTwiML(w, twimlResponse{})
		return
	}
	if err != nil {
		s.writeError(w, r, err) // the database: Twilio tries again
		return
	}
	s.Logger.LogAttrs(ctx, slog.LevelInfo, "phone: call logged", slog.String("id", RequestID(ctx)),
		slog.String("service_id", line.ServiceID), slog.String("call_id", stored.ID), slog.Bool("replayed", replayed),
		slog.String("outcome", stored.Outcome))
	writeTwiML(w, twimlResponse{})
}

// phoneOutcome is how the call log names the call's end (lexa.PhoneCall.LoggedOutcome).
func phoneOutcome(c lexa.PhoneCall, status string) string { return c.LoggedOutcome(status) }

// dialNumber is a phone number as <Dial> takes it: its digits, with a leading + kept
// ("(555) 014-2299" is 5550142299, dialled in the line's own country).
func dialNumber(phone string) string {
	var b strings.Builder
	for i, r := range strings.TrimSpace(phone) {
		if (r >= '0' && r <= '9') || (r == '+' && i == 0) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// transferNumber is where the line puts a caller who asks for a person: the profile's
// front desk, unless that is the line's own number (a front desk forwarded to the line
// would ring the line again); "" when there is none to dial. The numbers are compared by
// their last ten digits, as "+15550142200" and "(555) 014-2200" are one number.
func transferNumber(p lexa.BusinessProfile, ownNumber string) string {
	desk := dialNumber(p.Phone)
	digits := func(n string) string {
		n = strings.TrimPrefix(dialNumber(n), "+")
		return n[max(0, len(n)-10):]
	}
	if len(digits(desk)) < 7 || digits(desk) == digits(ownNumber) {
		return ""
	}
	return desk
}
